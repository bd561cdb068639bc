import type { AdvertImage, PendingRevision } from '@estate/contracts';
import { richText } from '../../../../i18n/rich-text';
import { fieldName, useModerationT } from '../texts';

const shown = (value: string | null) => value ?? '—';

function Thumbnails({ pictures, name }: { pictures: AdvertImage[]; name: (n: number) => string }) {
  return (
    <ul className="advert-review__pictures list-unstyled d-flex flex-wrap gap-2">
      {pictures.map((picture, i) => (
        <li key={picture.id}>
          <a href={picture.url} target="_blank" rel="noreferrer">
            <img
              src={picture.thumbUrl}
              alt={name(i + 1)}
              width={120}
              height={Math.round((120 * picture.height) / picture.width)}
              className="rounded"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The approved gallery beside the pictures the edit adds. Removing an approved picture is not
 * part of an edit: it goes live at once (docs/product.md#revisions).
 */
function PicturesSideBySide(props: { approved: AdvertImage[]; added: AdvertImage[] }) {
  const t = useModerationT();
  const { approved, added } = props;
  return (
    <div className="row g-3">
      <section className="col-md-6" aria-labelledby="approved-pictures-title">
        <h3 id="approved-pictures-title" className="fs-6">
          {t('changes.approvedPictures', { count: approved.length })}
        </h3>
        <Thumbnails
          pictures={approved}
          name={(number) => t('changes.approvedPicture', { number })}
        />
      </section>
      <section className="col-md-6" aria-labelledby="new-pictures-title">
        <h3 id="new-pictures-title" className="fs-6">
          {t('changes.newPictures', { count: added.length })}
        </h3>
        {added.length === 0 ? <p className="small">{t('changes.noNewPictures')}</p> : null}
        <Thumbnails pictures={added} name={(number) => t('changes.newPicture', { number })} />
      </section>
    </div>
  );
}

/**
 * An owner's waiting edit of a live advert, side by side: each changed field with the approved
 * value and the proposed one (docs/product.md#revisions).
 */
export function RevisionChanges({
  revision,
  approvedPictures,
}: {
  revision: PendingRevision;
  /** The public gallery, beside the pictures the edit adds. */
  approvedPictures: AdvertImage[];
}) {
  const t = useModerationT();
  const sent = revision.submittedAt.slice(0, 10);
  return (
    <section className="panel advert-review__changes" aria-labelledby="revision-title">
      <h2 id="revision-title" className="fs-5">
        {t('changes.title')}
      </h2>
      <p className="text-body-secondary small">
        {richText((values) => t('changes.sent', values), {
          date: <time dateTime={revision.submittedAt}>{sent}</time>,
        })}
      </p>
      {revision.changes.length === 0 ? (
        <p>{t('changes.unchanged')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-top">
            <thead>
              <tr>
                <th scope="col">{t('changes.field')}</th>
                <th scope="col">{t('changes.approved')}</th>
                <th scope="col">{t('changes.proposed')}</th>
              </tr>
            </thead>
            <tbody>
              {revision.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{fieldName(t, change.field, change.label)}</th>
                  <td className="advert-review__before">{shown(change.before)}</td>
                  <td className="advert-review__after">{shown(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PicturesSideBySide approved={approvedPictures} added={revision.pictures} />
    </section>
  );
}

import type { PendingRevision } from '@estate/contracts';
import { richText } from '../../../../i18n/rich-text';
import { fieldName, useModerationT } from '../texts';

const shown = (value: string | null) => value ?? '—';

/**
 * An owner's waiting edit of a live advert, side by side: each changed field with the approved
 * value and the proposed one (docs/product.md#revisions).
 */
export function RevisionChanges({ revision }: { revision: PendingRevision }) {
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
      {revision.pictures.length > 0 ? (
        <>
          <h3 className="fs-6">{t('changes.newPictures', { count: revision.pictures.length })}</h3>
          <ul className="advert-review__new-pictures list-unstyled d-flex flex-wrap gap-2">
            {revision.pictures.map((picture, i) => (
              <li key={picture.id}>
                <a href={picture.url} target="_blank" rel="noreferrer">
                  <img
                    src={picture.thumbUrl}
                    alt={t('changes.newPicture', { number: i + 1 })}
                    width={160}
                    height={Math.round((160 * picture.height) / picture.width)}
                    className="rounded"
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

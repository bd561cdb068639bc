import type { OwnerRevision } from '@estate/contracts';
import Alert from 'react-bootstrap/Alert';
import { formatDate } from '../../../../i18n';

export const CHANGES_WAITING_MESSAGE =
  'Your changes are waiting for review. The advert stays online as it was until they are approved.';

const sentOn = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

/** The pictures added to the live advert, which the public does not see yet. */
function WaitingPictures({ pictures }: { pictures: OwnerRevision['pictures'] }) {
  if (!pictures.length) return null;
  return (
    <>
      <p className="mb-1 mt-2">New pictures waiting for review:</p>
      <ul
        className="list-unstyled d-flex flex-wrap gap-2 mb-0"
        aria-label="Pictures waiting for review"
      >
        {pictures.map((picture, i) => (
          <li key={picture.id}>
            <img
              src={picture.thumbUrl}
              alt={`Waiting picture ${i + 1}`}
              width={96}
              height={Math.round((96 * picture.height) / picture.width)}
              className="rounded"
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the owner's last edit of their live advert is waiting for, or why it was turned down. */
export function RevisionNotice({ revision }: { revision: OwnerRevision | null }) {
  if (!revision) return null;
  if (revision.state === 'WAITING')
    return (
      <Alert variant="info" className="py-2">
        Your changes of {sentOn(revision.submittedAt)} are waiting for review. The public sees the
        approved version until then; the form below shows your changes.
        <WaitingPictures pictures={revision.pictures} />
      </Alert>
    );
  return (
    <Alert variant="warning" className="py-2">
      Your changes were not approved{revision.reason ? `: ${revision.reason}` : '.'} The advert
      stays online as it was. The form below shows your changes: edit them and update to send them
      again.
      <WaitingPictures pictures={revision.pictures} />
    </Alert>
  );
}

import type { OwnerRevision } from '@estate/contracts';
import Alert from 'react-bootstrap/Alert';

export const CHANGES_WAITING_MESSAGE =
  'Your changes are waiting for review. The advert stays online as it was until they are approved.';

const sentOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** What the owner's last edit of their live advert is waiting for, or why it was turned down. */
export function RevisionNotice({ revision }: { revision: OwnerRevision | null }) {
  if (!revision) return null;
  if (revision.state === 'WAITING')
    return (
      <Alert variant="info" className="py-2">
        Your changes of {sentOn(revision.submittedAt)} are waiting for review. The public sees the
        approved version until then; the form below shows your changes.
      </Alert>
    );
  return (
    <Alert variant="warning" className="py-2">
      Your changes were not approved{revision.reason ? `: ${revision.reason}` : '.'} The advert
      stays online as it was. The form below shows your changes: edit them and update to send them
      again.
    </Alert>
  );
}

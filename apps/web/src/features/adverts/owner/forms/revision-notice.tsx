import type { OwnerRevision } from '@estate/contracts';
import {
  REJECTION_REASON_CODES,
  rejectionReasonText,
  splitRejectionText,
  type RejectionReasonCode,
} from '@estate/contracts/rejection-reasons';
import Alert from 'react-bootstrap/Alert';
import { formatDate } from '../../../../i18n';
import { EDITOR_ENGLISH, useEditorT } from '../texts';

export const CHANGES_WAITING_MESSAGE = EDITOR_ENGLISH['revision.waitingSaved'];

const sentOn = (iso: string) => formatDate(iso, { dateStyle: 'medium' });

/** The pictures added to the live advert, which the public does not see yet. */
function WaitingPictures({ pictures }: { pictures: OwnerRevision['pictures'] }) {
  const t = useEditorT();
  if (!pictures.length) return null;
  return (
    <>
      <p className="mb-1 mt-2">{t('revision.newPictures')}</p>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label={t('revision.pictures')}>
        {pictures.map((picture, i) => (
          <li key={picture.id}>
            <img
              src={picture.thumbUrl}
              alt={t('revision.picture', { number: i + 1 })}
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

/** A turned-down edit's reason, kept as English text, with its listed reason translated. */
function useReasonText(reason: string | null) {
  const t = useEditorT();
  if (!reason) return null;
  const { code, text } = splitRejectionText(reason);
  return rejectionReasonText(code, text, (listed) =>
    REJECTION_REASON_CODES.includes(listed as RejectionReasonCode)
      ? t(`reason.${listed as RejectionReasonCode}`)
      : null,
  );
}

/** What the owner's last edit of their live advert is waiting for, or why it was turned down. */
export function RevisionNotice({ revision }: { revision: OwnerRevision | null }) {
  const t = useEditorT();
  const reason = useReasonText(revision?.reason ?? null);
  if (!revision) return null;
  if (revision.state === 'WAITING')
    return (
      <Alert variant="info" className="py-2">
        {t('revision.waiting', { day: sentOn(revision.submittedAt) })}
        <WaitingPictures pictures={revision.pictures} />
      </Alert>
    );
  return (
    <Alert variant="warning" className="py-2">
      {reason ? t('revision.rejectedBecause', { reason }) : t('revision.rejected')}
      <WaitingPictures pictures={revision.pictures} />
    </Alert>
  );
}

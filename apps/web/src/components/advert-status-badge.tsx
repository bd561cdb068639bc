import type { AdvertStatus } from '@estate/contracts';
import { t, useT } from '../i18n';

/** A status's name in the reader's language ("Pending", "Activated", "Rejected"). */
export const advertStatusLabel = (status: AdvertStatus) => t(`shell.status.${status}`);

/** An advert's status as a coloured badge: Pending blue, Rejected red, Activated green. */
export function AdvertStatusBadge({ status }: { status: AdvertStatus }) {
  useT();
  return (
    <span className={`badge status-badge status-badge--${status.toLowerCase()}`}>
      {advertStatusLabel(status)}
    </span>
  );
}

import type { AdvertStatus } from '@estate/contracts';

/** Pending blue, Rejected red, Activated green (the theme's primary is teal). */
const LABEL: Record<AdvertStatus, string> = {
  PENDING: 'Pending',
  ACTIVATED: 'Activated',
  REJECTED: 'Rejected',
};

export const advertStatusLabel = (status: AdvertStatus) => LABEL[status];

/** An advert's status as a coloured badge. */
export function AdvertStatusBadge({ status }: { status: AdvertStatus }) {
  return (
    <span className={`badge status-badge status-badge--${status.toLowerCase()}`}>
      {LABEL[status]}
    </span>
  );
}

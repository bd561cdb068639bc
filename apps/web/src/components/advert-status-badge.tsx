import type { AdvertStatus } from '@estate/contracts';
import Badge from 'react-bootstrap/Badge';

/** Specification §9: Pending blue, Rejected red, Activated green. */
const LOOK: Record<AdvertStatus, { label: string; bg: string }> = {
  PENDING: { label: 'Pending', bg: 'primary' },
  ACTIVATED: { label: 'Activated', bg: 'success' },
  REJECTED: { label: 'Rejected', bg: 'danger' },
};

export const advertStatusLabel = (status: AdvertStatus) => LOOK[status].label;

/** An advert's status as a coloured badge. */
export function AdvertStatusBadge({ status }: { status: AdvertStatus }) {
  const { label, bg } = LOOK[status];
  return (
    <Badge bg={bg} className={`status-badge status-badge--${status.toLowerCase()}`}>
      {label}
    </Badge>
  );
}

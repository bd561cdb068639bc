import type { TourRequestStatus } from '@estate/contracts';

const LABEL: Record<TourRequestStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  CANCELED: 'Canceled',
};

export const tourStatusLabel = (status: TourRequestStatus) => LABEL[status];

export function TourStatusBadge({ status }: { status: TourRequestStatus }) {
  return (
    <span className={`badge tour-status tour-status--${status.toLowerCase()}`}>
      {LABEL[status]}
    </span>
  );
}

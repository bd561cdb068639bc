import type { TourRequestStatus } from '@estate/contracts';
import { useVisitsT, visitsText } from '../../texts';

/** "Pending", "Approved"… in the reader's language. */
export const tourStatusLabel = (status: TourRequestStatus) => visitsText(`status.${status}`);

export function TourStatusBadge({ status }: { status: TourRequestStatus }) {
  const t = useVisitsT();
  return (
    <span className={`badge tour-status tour-status--${status.toLowerCase()}`}>
      {t(`status.${status}`)}
    </span>
  );
}

import type { TourRequest, TourRequestAction, TourRequestStatus } from '@estate/contracts';
import { lastPublicOf } from '../../lib/last-public';
import type { Standing } from './tour-request-rules';
import type { TourRequestRow } from './tour-requests.repository';

/**
 * The advert as the caller may see it: its owner and staff as it is now; a guest, once it is no
 * longer public, only what was last public of it (docs/product.md#tour-requests).
 */
function advertFor(row: TourRequestRow, { isOwner, isStaff }: Standing): TourRequest['advert'] {
  if (row.is_public || isOwner || isStaff)
    return { id: row.advert_id, slug: row.advert_slug, title: row.advert_title, available: true };
  const last = lastPublicOf(row.last_public);
  return { id: row.advert_id, slug: last?.slug ?? '', title: last?.title ?? '', available: false };
}

export const toTourRequest = (
  row: TourRequestRow,
  actions: TourRequestAction[],
  standing: Standing,
): TourRequest => ({
  id: row.id,
  advert: advertFor(row, standing),
  tourTime: row.tour_time,
  tourDate: row.tour_time.slice(0, 10),
  timeZone: row.time_zone,
  status: row.status as TourRequestStatus,
  guestUser: { id: row.guest_id, firstName: row.guest_first_name, lastName: row.guest_last_name },
  ownerUser: { id: row.owner_id, firstName: row.owner_first_name, lastName: row.owner_last_name },
  createAt: new Date(row.created_at).toISOString(),
  actions,
});

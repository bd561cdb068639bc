import type { TourRequest, TourRequestAction, TourRequestStatus } from '@estate/contracts';
import type { TourRequestRow } from './tour-requests.repository';

export const toTourRequest = (row: TourRequestRow, actions: TourRequestAction[]): TourRequest => ({
  id: row.id,
  advert: { id: row.advert_id, slug: row.advert_slug, title: row.advert_title },
  tourTime: row.tour_time,
  tourDate: row.tour_time.slice(0, 10),
  timeZone: row.time_zone,
  status: row.status as TourRequestStatus,
  guestUser: { id: row.guest_id, firstName: row.guest_first_name, lastName: row.guest_last_name },
  ownerUser: { id: row.owner_id, firstName: row.owner_first_name, lastName: row.owner_last_name },
  createAt: new Date(row.created_at).toISOString(),
  actions,
});

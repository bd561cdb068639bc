import { ADVERT_STATUSES, type AdvertSaved } from '@estate/contracts';

/** A saved advert as answered to its editor: id, slug and the status name. */
export const toAdvertSaved = (row: { id: number; slug: string; status: number }): AdvertSaved => ({
  id: row.id,
  slug: row.slug,
  status: ADVERT_STATUSES[row.status] ?? 'PENDING',
});

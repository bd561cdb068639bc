import { ADVERT_STATUSES, type AdvertSaved } from '@estate/contracts';

/** A saved advert as answered to its editor: id, slug, the status name and the new version. */
export const toAdvertSaved = (row: {
  id: number;
  slug: string;
  status: number;
  version: number;
}): AdvertSaved => ({
  id: row.id,
  slug: row.slug,
  status: ADVERT_STATUSES[row.status] ?? 'PENDING',
  version: row.version,
});

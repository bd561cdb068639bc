import type { AdminAdvertDetail, AdvertStatus } from '@estate/contracts';
import { makeAdvertDetail } from '../../../../test/advert-detail-fixtures';

const place = {
  country: { id: 1, name: 'Türkiye' },
  city: { id: 11, name: 'İstanbul' },
  district: { id: 111, name: 'Kadıköy' },
};

/** GET /adverts/admin/{id} for one advert in the lookups of ADVERT_FORM_LOOKUPS. */
export function makeAdminDetail(id: number, status: AdvertStatus, reason: string | null = null) {
  const detail = makeAdvertDetail(
    { id, slug: `advert-${id}`, title: `Advert ${id}`, status, statusReason: reason, ...place },
    [],
  );
  return {
    ...detail,
    status,
    reason,
    reasonCode: status === 'REJECTED' && reason ? 'OTHER' : null,
    version: detail.advert.version,
    pendingRevision: null,
  } satisfies AdminAdvertDetail;
}

/** A page of GET /tourRequest/admin. */
export const tourPage = <T>(content: T[], totalElements = content.length) => ({
  content,
  totalElements,
  totalPages: Math.max(1, Math.ceil(totalElements / 3)),
  number: 0,
  size: 3,
});

/**
 * A queue item of GET /adverts/admin/queue: the advert, since when and why it waits. A waiting
 * edit's advert is live (ACTIVATED), as the server answers it.
 */
export const queueItem = <T extends object>(
  advert: T,
  waitingSince: string,
  kind: 'NEW' | 'EDIT' = 'NEW',
) => ({
  ...advert,
  status: kind === 'EDIT' ? ('ACTIVATED' as const) : ('PENDING' as const),
  waitingSince,
  kind,
});

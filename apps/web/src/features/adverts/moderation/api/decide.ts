import type { RejectionReasonCode } from '@estate/contracts';
import { useChangeAdvertStatus } from './change-status';

/** A moderator's decision on one advert, as they saw it (its version). */
export interface Decision {
  advert: { id: number; version: number };
  status: 'ACTIVATED' | 'REJECTED';
  reasonCode?: RejectionReasonCode;
  reason?: string;
}

/**
 * Approve or reject one advert: PUT /adverts/admin/status with it alone and the version shown,
 * so an advert changed since answers 409 (docs/decisions/0032-advert-versions.md).
 */
export function useDecideAdvert() {
  const change = useChangeAdvertStatus();
  return {
    isPending: change.isPending,
    decide: ({ advert, status, reasonCode, reason }: Decision) =>
      change.mutateAsync({
        ids: [advert.id],
        versions: { [advert.id]: advert.version },
        status,
        reasonCode,
        reason,
      }),
  };
}

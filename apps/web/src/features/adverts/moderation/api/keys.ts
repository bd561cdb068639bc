import { ownerAdvertKeys } from '../../shared';
import type { ModerationFilters } from '../moderation-filters';

/** Query keys of the moderation screens; every change invalidates through `all`. */
export const moderationKeys = {
  all: ['moderation'] as const,
  list: (filters: ModerationFilters) => [...moderationKeys.all, 'list', filters] as const,
  tours: (advertId: number, page: number, size: number) =>
    [...moderationKeys.all, 'tours', advertId, page, size] as const,
  /**
   * Under the owner's key of the same advert: the shared picture controls invalidate
   * `ownerAdvertKeys.detail(id)`, which reaches this one by prefix.
   */
  detail: (id: number) => [...ownerAdvertKeys.detail(id), 'admin'] as const,
};

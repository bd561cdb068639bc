import type { QueryClient } from '@tanstack/react-query';
import { ownerAdvertKeys } from '../../shared';
import { reportKeys } from '../../../reports';
import { moderationKeys } from './keys';

/** After a moderation change: the lists, the owner's views and the overview counts. */
export const invalidateModeration = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
    queryClient.invalidateQueries({ queryKey: ownerAdvertKeys.all }),
    queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  ]);

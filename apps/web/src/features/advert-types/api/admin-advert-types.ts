import { advertTypeSchema } from '@estate/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { advertTypeAdminKeys } from './keys';

const advertTypeListSchema = z.array(advertTypeSchema);

/** GET /advert-types/admin?q=: the staff list, read fresh (the public lookup may be cached). */
export const getAdminAdvertTypes = (q: string, signal?: AbortSignal) =>
  apiRequest(`/advert-types/admin?${new URLSearchParams({ q: q.trim() }).toString()}`, {
    auth: true,
    schema: advertTypeListSchema,
    signal,
  });

export const useAdminAdvertTypes = (q: string) =>
  useQuery({
    queryKey: advertTypeAdminKeys.list(q.trim()),
    queryFn: ({ signal }) => getAdminAdvertTypes(q, signal),
    placeholderData: keepPreviousData,
  });

import type { ComparedAdvert } from '@estate/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../../lib/api-client';
import { useAuthStore } from '../../../auth';

/** GET /adverts/compare?ids=…: the public ones, in the order asked, with their values. */
export const getComparedAdverts = (ids: number[], signal?: AbortSignal) =>
  publicRead<ComparedAdvert[]>(`/adverts/compare?ids=${ids.join(',')}`, { auth: true, signal });

export function useComparedAdverts(ids: number[]) {
  const viewer = useAuthStore((s) => s.user?.id ?? 0);
  return useQuery({
    queryKey: ['compared-adverts', ids.join(','), viewer],
    queryFn: ({ signal }) => getComparedAdverts(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

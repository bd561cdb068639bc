import type { Advert } from '@estate/contracts';
import { useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../../../lib/api-client';
import { useAuthStore } from '../../../../auth';

/** GET /adverts/similar/{id}; the token, when there is one, adds `favory`. */
export const getSimilarAdverts = (advertId: number, signal?: AbortSignal) =>
  publicRead<Advert[]>(`/adverts/similar/${advertId}`, { auth: true, signal });

/** Similar homes of a public advert (docs/product.md#similar-homes); none asked for otherwise. */
export function useSimilarAdverts(advertId: number, enabled: boolean) {
  const viewer = useAuthStore((s) => s.user?.id ?? 0);
  return useQuery({
    queryKey: ['similar-adverts', advertId, viewer],
    queryFn: ({ signal }) => getSimilarAdverts(advertId, signal),
    enabled,
  });
}

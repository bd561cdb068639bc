import type { PropertyKey } from '@estate/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { categoryAdminKeys } from './keys';

/**
 * GET /propertieskey/getAllByCatgory/{id} for the edit form: read fresh each time the form opens
 * (the lookups' copy may be minutes old, and the form saves the whole list back), in English, so
 * `name` and `unit` are the English ones beside `nameTr` and `unitTr` whatever the page's language.
 */
const getEnglishKeys = (categoryId: number, signal?: AbortSignal) =>
  apiRequest<PropertyKey[]>(`/propertieskey/getAllByCatgory/${categoryId}`, {
    signal,
    language: 'en',
  });

export const useCategoryKeys = (categoryId: number) =>
  useQuery({
    queryKey: categoryAdminKeys.keys(categoryId),
    queryFn: ({ signal }) => getEnglishKeys(categoryId, signal),
    staleTime: 0,
    gcTime: 0,
  });

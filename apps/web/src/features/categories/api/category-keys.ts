import { useQuery } from '@tanstack/react-query';
import { getPropertyKeys } from '../../lookups';
import { categoryAdminKeys } from './keys';

/**
 * GET /propertieskey/getAllByCatgory/{id} for the edit form: read fresh each time the form opens
 * (the lookups' copy may be minutes old, and the form saves the whole list back).
 */
export const useCategoryKeys = (categoryId: number) =>
  useQuery({
    queryKey: categoryAdminKeys.keys(categoryId),
    queryFn: ({ signal }) => getPropertyKeys(categoryId, signal),
    staleTime: 0,
    gcTime: 0,
  });

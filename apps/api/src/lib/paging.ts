import type { Page } from '@estate/contracts';

/** The wire page: zero-based `number`, `totalPages` at least 0. */
export function toPage<T>(
  content: T[],
  totalElements: number,
  query: { page: number; size: number },
): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    number: query.page,
    size: query.size,
  };
}

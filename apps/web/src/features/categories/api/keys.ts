/** What the categories list asks for: a zero-based page of `size` rows and free text. */
export interface CategoryListParams {
  page: number;
  size: number;
  q: string;
}

/** Query keys of the back office's categories; mutations invalidate through `all`. */
export const categoryAdminKeys = {
  all: ['categories-admin'] as const,
  lists: () => [...categoryAdminKeys.all, 'list'] as const,
  list: (params: CategoryListParams) => [...categoryAdminKeys.lists(), params] as const,
  keys: (id: number) => [...categoryAdminKeys.all, 'keys', id] as const,
};

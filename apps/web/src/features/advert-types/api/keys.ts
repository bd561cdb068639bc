/** Query keys of the back office's advert types; mutations invalidate through `all`. */
export const advertTypeAdminKeys = {
  all: ['advert-types-admin'] as const,
  list: (q: string) => [...advertTypeAdminKeys.all, 'list', q] as const,
};

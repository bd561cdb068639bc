/**
 * What the Users list asks for: a zero-based page of `size` rows and free text (name, e-mail or
 * phone).
 */
export interface UsersListParams {
  page: number;
  size: number;
  q: string;
}

/**
 * Query keys of the Users page. Every change made there invalidates `all`: deleting an advert
 * also drops its favourites and tour requests, and most changes add an activity log entry.
 */
export const usersAdminKeys = {
  all: ['users-admin'] as const,
  list: (params: UsersListParams) => [...usersAdminKeys.all, 'list', params] as const,
  logs: (userId: number) => [...usersAdminKeys.all, 'logs', userId] as const,
  adverts: (userId: number, page: number, size: number) =>
    [...usersAdminKeys.all, 'adverts', userId, page, size] as const,
  favorites: (userId: number, page: number, size: number) =>
    [...usersAdminKeys.all, 'favorites', userId, page, size] as const,
  tourRequests: (userId: number, page: number, size: number) =>
    [...usersAdminKeys.all, 'tour-requests', userId, page, size] as const,
};

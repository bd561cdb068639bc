/** What the Users list asks for: a zero-based page and free text (name, e-mail or phone). */
export interface UsersListParams {
  page: number;
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
  adverts: (userId: number, page: number) =>
    [...usersAdminKeys.all, 'adverts', userId, page] as const,
  favorites: (userId: number, page: number) =>
    [...usersAdminKeys.all, 'favorites', userId, page] as const,
  tourRequests: (userId: number, page: number) =>
    [...usersAdminKeys.all, 'tour-requests', userId, page] as const,
};

/** The users list and the user's adverts page three rows at a time. */
export const USERS_PAGE_SIZE = 3;

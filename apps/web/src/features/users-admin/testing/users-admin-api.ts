import type { AdminFavorite, Page, User, UserLog } from '@estate/contracts';

/** A page of any list, as the API sends it (zero-based). */
export function pageOf<T>(
  content: T[],
  { number = 0, size = 3, totalElements = content.length } = {},
): Page<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number, size };
}

const emptyPage = { body: pageOf([]) };

let nextLogId = 1;
/** Activity entries, newest first, one minute apart. */
export const makeLogs = (count: number): UserLog[] =>
  Array.from({ length: count }, (_, i) => ({
    id: nextLogId++,
    action: 'LOGIN',
    log: `Logged in #${count - i}`,
    createAt: `2026-11-20T09:${String(59 - i).padStart(2, '0')}:00.000Z`,
  }));

export const makeFavorite = (overrides: Partial<AdminFavorite> = {}): AdminFavorite => ({
  id: 501,
  favoriId: 77,
  advertId: 501,
  title: 'Garden villa',
  slug: 'garden-villa',
  districtName: 'Kadıköy',
  cityName: 'İstanbul',
  price: 900_000,
  url: null,
  categoryName: 'Villa',
  advertTypeName: 'Sale',
  createAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

/** The reads behind the edit form's panels, empty unless given. */
export function userPanelsApi(user: User, reads: { logs?: UserLog[] } = {}) {
  return {
    [`GET /adverts/userAdverts/${user.id}`]: emptyPage,
    [`GET /favorites/admin/${user.id}`]: emptyPage,
    'GET /tourRequest/admin': emptyPage,
    [`GET /logs/${user.id}`]: { body: reads.logs ?? [] },
  };
}

import { eq } from 'drizzle-orm';
import { savedSearches, tourRequests, users } from '../../src/db/schema';
import { priceDropsUnsubscribeToken, unsubscribeToken } from '../../src/features/saved-searches';
import { freshTourTime, type World } from './access-world';
import { get, type AccessCall, type CallBuilder } from './access-call';

const patch = (url: string): AccessCall => ({ method: 'PATCH', url });

/** Removes a request the call made, so that later lists show only the fixtures' requests. */
const dropCreatedTour = (w: World) => async (response: { statusCode: number; json(): unknown }) => {
  if (response.statusCode !== 201) return;
  const { id } = response.json() as { id: number };
  await w.t.database.db.delete(tourRequests).where(eq(tourRequests.id, id));
};

/** A saved search of B's, made for one call. */
async function freshSavedSearchOfOwner(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(savedSearches)
    .values({ userId: w.signed.owner.id, name: 'B search', filters: {}, alert: 'INSTANT' })
    .returning({ id: savedSearches.id });
  return row!.id;
}

/** Removes a saved search the call made, so that B's list keeps its own only. */
const dropCreatedSearch =
  (w: World) => async (response: { statusCode: number; json(): unknown }) => {
    if (response.statusCode !== 201) return;
    const { id } = response.json() as { id: number };
    await w.t.database.db.delete(savedSearches).where(eq(savedSearches.id, id));
  };

const unsubscribeUrl = async (w: World) =>
  `/api/savedSearches/unsubscribe/${unsubscribeToken(w.t.app.config.jwtSecret, await freshSavedSearchOfOwner(w))}`;

/** B's price-drop unsubscribe link, signed for B's nonce as it stands. */
async function priceDropsUrl(w: World) {
  const [row] = await w.t.database.db
    .select({ nonce: users.priceDropsNonce })
    .from(users)
    .where(eq(users.id, w.signed.owner.id));
  const token = priceDropsUnsubscribeToken(w.t.app.config.jwtSecret, w.signed.owner.id, row!.nonce);
  return `/api/priceDrops/unsubscribe/${token}`;
}

/** Saved searches: each caller's own (B's answered as missing to anyone else). */
export const SAVED_SEARCH_CALLS: Record<string, CallBuilder> = {
  'GET /api/savedSearches': () => get('/api/savedSearches'),
  'POST /api/savedSearches': (w) => ({
    method: 'POST',
    url: '/api/savedSearches',
    payload: { name: 'New search', filters: { city: String(w.publicAdvert.cityId) } },
    after: dropCreatedSearch(w),
  }),
  'PUT /api/savedSearches/:id': async (w) => ({
    method: 'PUT',
    url: `/api/savedSearches/${await freshSavedSearchOfOwner(w)}`,
    payload: { name: 'Renamed' },
  }),
  'DELETE /api/savedSearches/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/savedSearches/${await freshSavedSearchOfOwner(w)}`,
  }),
  'GET /api/savedSearches/unsubscribe/:token': async (w) => get(await unsubscribeUrl(w)),
  'POST /api/savedSearches/unsubscribe/:token': async (w) => ({
    method: 'POST',
    url: await unsubscribeUrl(w),
  }),
  'GET /api/priceDrops/unsubscribe/:token': async (w) => get(await priceDropsUrl(w)),
  'POST /api/priceDrops/unsubscribe/:token': async (w) => ({
    method: 'POST',
    url: await priceDropsUrl(w),
  }),
};

/** Favourites and tour requests. */
export const ENGAGEMENT_CALLS: Record<string, CallBuilder> = {
  ...SAVED_SEARCH_CALLS,
  'GET /api/favorites/forCart/auth': () => get('/api/favorites/forCart/auth'),
  'GET /api/favorites/auth': () => get('/api/favorites/auth?page=0&size=100'),
  'POST /api/favorites': (w) => ({
    method: 'POST',
    url: '/api/favorites',
    payload: { advertId: w.privateAdvert.id },
  }),
  'GET /api/favorites/isFavory/:advertId': (w) =>
    get(`/api/favorites/isFavory/${w.privateAdvert.id}`),
  'GET /api/favorites/admin/:userId': (w) =>
    get(`/api/favorites/admin/${w.signed.owner.id}?page=0&size=100`),
  'DELETE /api/favorites/:favoriId/admin': async (w) => ({
    method: 'DELETE',
    url: `/api/favorites/${await w.freshFavoriteOfOwner()}/admin`,
  }),

  'POST /api/tourRequest': (w) => ({
    method: 'POST',
    url: '/api/tourRequest',
    payload: { advert: { id: w.publicAdvert.id }, tourTime: freshTourTime() },
    // The guest's request names the owner they will meet: B's names, by design.
    mayShow: [w.profiles.owner.firstName, w.profiles.owner.lastName],
    after: dropCreatedTour(w),
  }),
  'GET /api/tourRequest': () => get('/api/tourRequest?page=0&size=100'),
  'GET /api/tourRequest/admin': (w) =>
    get(`/api/tourRequest/admin?page=0&size=100&advert=${w.publicAdvert.id}`),
  'GET /api/tourRequest/waiting': () => get('/api/tourRequest/waiting'),
  'GET /api/tourRequest/:id': (w) => get(`/api/tourRequest/${w.tourAsGuest.id}`),
  'PATCH /api/tourRequest/:id/approve': async (w) =>
    patch(`/api/tourRequest/${(await w.freshTourOnOwnersAdvert()).id}/approve`),
  'PATCH /api/tourRequest/:id/decline': async (w) =>
    patch(`/api/tourRequest/${(await w.freshTourOnOwnersAdvert()).id}/decline`),
  'PATCH /api/tourRequest/:id/cancel': async (w) =>
    patch(`/api/tourRequest/${(await w.freshTourByOwner()).id}/cancel`),
  'PUT /api/tourRequest/:id': async (w) => ({
    method: 'PUT',
    url: `/api/tourRequest/${(await w.freshTourByOwner()).id}`,
    payload: { tourTime: freshTourTime() },
  }),
  'GET /api/tourRequest/slots/:advertId': (w) =>
    get(`/api/tourRequest/slots/${w.publicAdvert.id}?date=${freshTourTime().slice(0, 10)}`),
  'GET /api/tourRequest/viewing-hours/:advertId': (w) =>
    get(`/api/tourRequest/viewing-hours/${w.publicAdvert.id}`),
  'GET /api/adverts/auth/:id/viewing-hours': (w) =>
    get(`/api/adverts/auth/${w.privateAdvert.id}/viewing-hours`),
  'PUT /api/adverts/auth/:id/viewing-hours': (w) => ({
    method: 'PUT',
    url: `/api/adverts/auth/${w.privateAdvert.id}/viewing-hours`,
    payload: { days: ['MON', 'TUE'], opens: '10:00', closes: '17:00', blockedDates: [] },
  }),
  'GET /api/tourRequest/:id/calendar.ics': async (w) =>
    get(`/api/tourRequest/${(await w.freshApprovedTourOnOwnersAdvert()).id}/calendar.ics`),
  'DELETE /api/tourRequest/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/tourRequest/${(await w.freshTourByOwner()).id}`,
  }),
};

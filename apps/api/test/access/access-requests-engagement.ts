import { eq } from 'drizzle-orm';
import { tourRequests } from '../../src/db/schema';
import { freshTourTime, type World } from './access-world';
import { get, type AccessCall, type CallBuilder } from './access-call';

const patch = (url: string): AccessCall => ({ method: 'PATCH', url });

/** Removes a request the call made, so that later lists show only the fixtures' requests. */
const dropCreatedTour = (w: World) => async (response: { statusCode: number; json(): unknown }) => {
  if (response.statusCode !== 201) return;
  const { id } = response.json() as { id: number };
  await w.t.database.db.delete(tourRequests).where(eq(tourRequests.id, id));
};

/** Favourites and tour requests. */
export const ENGAGEMENT_CALLS: Record<string, CallBuilder> = {
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
  'DELETE /api/tourRequest/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/tourRequest/${(await w.freshTourByOwner()).id}`,
  }),
};

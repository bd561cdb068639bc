import type { Role } from '@estate/contracts';
import { freshTourTime, type Actor, type World } from './access-world';
import { get, type AccessCall, type CallBuilder } from './access-call';

const OTHER_ROLE: Record<Role, Role> = { CUSTOMER: 'MANAGER', MANAGER: 'ADMIN', ADMIN: 'MANAGER' };
const someNames = { firstName: 'Mila', lastName: 'Moderna', phone: '+905551119999' };

/** The caller's own row; a visitor aims at B's. */
const selfOf = (w: World, actor: Actor) => w.signed[actor === 'visitor' ? 'owner' : actor];

const patch = (url: string): AccessCall => ({ method: 'PATCH', url });

const editUser = (id: number, role: Role): AccessCall => ({
  method: 'PUT',
  url: `/api/user/${id}/admin`,
  payload: { ...someNames, role },
});

/** How each row of ACCESS_VARIANTS is called. */
export const VARIANT_CALLS: Record<string, CallBuilder> = {
  "GET /api/adverts/:slug · B's private advert by its old slug": (w) =>
    get(`/api/adverts/${w.oldSlugOfPrivateAdvert}`),
  "GET /api/adverts/:slug · B's public advert": (w) => get(`/api/adverts/${w.publicAdvert.slug}`),
  "GET /api/adverts/custom/:id · B's public advert": (w) =>
    get(`/api/adverts/custom/${w.publicAdvert.id}`),
  "GET /api/images/advert/:advertId · B's public advert": (w) =>
    get(`/api/images/advert/${w.publicAdvert.id}`),
  "POST /api/favorites · B's public advert": (w) => ({
    method: 'POST',
    url: '/api/favorites',
    payload: { advertId: w.publicAdvert.id },
  }),
  "POST /api/tourRequest · B's private advert": (w) => ({
    method: 'POST',
    url: '/api/tourRequest',
    payload: { advert: { id: w.privateAdvert.id }, tourTime: freshTourTime() },
  }),
  "GET /api/tourRequest/slots/:advertId · B's private advert": (w) => ({
    method: 'GET',
    url: `/api/tourRequest/slots/${w.privateAdvert.id}?date=${freshTourTime().slice(0, 10)}`,
  }),
  "GET /api/tourRequest/viewing-hours/:advertId · B's private advert": (w) => ({
    method: 'GET',
    url: `/api/tourRequest/viewing-hours/${w.privateAdvert.id}`,
  }),
  'GET /api/tourRequest/admin · every request': () => get('/api/tourRequest/admin?page=0&size=5'),
  "GET /api/tourRequest/admin · B's requests as a person": (w) =>
    get(`/api/tourRequest/admin?page=0&size=100&user=${w.signed.owner.id}`),
  "PATCH /api/tourRequest/:id/approve · B's own request (B asked)": async (w) =>
    patch(`/api/tourRequest/${(await w.freshTourByOwner()).id}/approve`),
  "PATCH /api/tourRequest/:id/decline · B's own request (B asked)": async (w) =>
    patch(`/api/tourRequest/${(await w.freshTourByOwner()).id}/decline`),
  "PATCH /api/tourRequest/:id/cancel · a request on B's advert": async (w) =>
    patch(`/api/tourRequest/${(await w.freshTourOnOwnersAdvert()).id}/cancel`),
  "PUT /api/tourRequest/:id · a request on B's advert": async (w) => ({
    method: 'PUT',
    url: `/api/tourRequest/${(await w.freshTourOnOwnersAdvert()).id}`,
    payload: { tourTime: freshTourTime() },
  }),
  "DELETE /api/tourRequest/:id · a request on B's advert": async (w) => ({
    method: 'DELETE',
    url: `/api/tourRequest/${(await w.freshTourOnOwnersAdvert()).id}`,
  }),
  "GET /api/tourRequest/:id · a request on B's advert (B decides)": async (w) =>
    get(`/api/tourRequest/${(await w.freshTourOnOwnersAdvert()).id}`),
  "PUT /api/user/:id/admin · a manager's row": async (w) =>
    editUser((await w.freshUser('MANAGER')).id, 'MANAGER'),
  'PUT /api/user/:id/admin · a customer made a manager': async (w) =>
    editUser((await w.freshUser('CUSTOMER')).id, 'MANAGER'),
  "PUT /api/user/:id/admin · the caller's own role": (w, actor) => {
    const self = selfOf(w, actor);
    return editUser(self.id, OTHER_ROLE[self.role]);
  },
  'DELETE /api/user/:id/admin · a manager': async (w) => ({
    method: 'DELETE',
    url: `/api/user/${(await w.freshUser('MANAGER')).id}/admin`,
  }),
  'DELETE /api/user/:id/admin · the caller themself': (w, actor) => ({
    method: 'DELETE',
    url: `/api/user/${selfOf(w, actor).id}/admin`,
  }),
};

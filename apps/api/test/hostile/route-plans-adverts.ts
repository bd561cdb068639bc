import { advertForm } from '../factories';
import { slot } from '../tour-kit';
import { fresh, staff, type RoutePlan } from './route-plan';
import type { World } from './world';

const advertId = (w: World) => ({ id: w.advert.id });
const tourId = (w: World) => ({ id: w.tourId });
const category = () => ({
  title: `Villa ${fresh()}`,
  slug: `villa-${fresh()}`,
  icon: 'house',
  seq: 3,
});

/** Catalogue, adverts, pictures, favourites and tour requests. */
export const ADVERT_PLANS: Record<string, RoutePlan> = {
  'GET /api/propertieskey/getAllByCatgory/:id': {
    actor: 'visitor',
    params: (w) => ({ id: w.catalog.categoryIds[0] }),
  },
  'GET /api/cities/:id': { actor: 'visitor', params: (w) => ({ id: w.catalog.countryId }) },
  'GET /api/districts/:id': { actor: 'visitor', params: (w) => ({ id: w.catalog.cityId }) },
  'POST /api/categories': {
    ...staff,
    body: (w) => ({ ...category(), properties: [{ name: 'Rooms' }], isActive: !!w }),
  },
  'PUT /api/admin-category/:id': {
    ...staff,
    params: (w) => ({ id: w.catalog.categoryIds[0] }),
    // A key the category has and a new one, so each property field is changed beside real ones.
    body: (w) => ({
      ...category(),
      properties: [{ id: w.catalog.keyIds[0], name: 'Bedrooms' }, { name: 'Garden' }],
    }),
  },
  'DELETE /api/admin-category/:id': { ...staff, params: (w) => ({ id: w.catalog.categoryIds[1] }) },
  'PUT /api/advert-types/:id': { ...staff, params: (w) => ({ id: w.catalog.typeIds[1] }) },
  'DELETE /api/advert-types/:id': { ...staff, params: (w) => ({ id: w.catalog.typeIds[1] }) },
  'GET /api/adverts/popular/:amount': { actor: 'visitor', params: () => ({ amount: 6 }) },
  'GET /api/adverts/places': {
    actor: 'visitor',
    query: (w) => ({ q: 'is', categoryid: w.catalog.categoryIds[0] }),
  },
  'GET /api/adverts/:slug': { actor: 'visitor', params: (w) => ({ slug: w.advert.slug }) },
  'GET /api/adverts/similar/:id': { actor: 'visitor', params: advertId },
  'POST /api/adverts': { actor: 'owner', body: (w) => advertForm(w.catalog) },
  'GET /api/adverts/auth': { actor: 'owner' },
  'GET /api/adverts/userAdverts/:userId': { ...staff, params: (w) => ({ userId: w.owner.id }) },
  'GET /api/adverts/custom/:id': { actor: 'owner', params: advertId },
  'GET /api/adverts/custom/:id/revision': { actor: 'owner', params: advertId },
  'PUT /api/adverts/auth/:slug': {
    actor: 'owner',
    params: (w) => ({ slug: w.advert.slug }),
    body: (w) => advertForm(w.catalog),
  },
  'DELETE /api/adverts/auth/:id': { actor: 'owner', params: advertId },
  'PUT /api/adverts/admin/status': {
    ...staff,
    body: async (w) => ({
      ids: [w.advert.id],
      versions: { [w.advert.id]: await w.advertVersion() },
      status: 'ACTIVATED',
      reason: 'Fine',
    }),
  },
  'GET /api/adverts/admin/queue': {
    ...staff,
    query: (w) => ({ q: 'flat', categoryid: w.catalog.categoryIds[0], page: 0, size: 20 }),
  },
  'GET /api/adverts/admin/:id': { ...staff, params: advertId },
  'PUT /api/adverts/admin/:id': {
    ...staff,
    params: advertId,
    body: async (w) => ({
      ...advertForm(w.catalog),
      status: 'ACTIVATED',
      version: await w.advertVersion(),
    }),
  },
  'DELETE /api/adverts/admin/:id': { ...staff, params: advertId },
  'GET /api/adverts/auth/:id/performance': { actor: 'owner', params: advertId },
  'GET /api/images/file/*': {
    actor: 'visitor',
    params: () => ({ '*': `adverts/${fresh()}.webp` }),
  },
  'POST /api/images/:advertId': { actor: 'owner', params: (w) => ({ advertId: w.advert.id }) },
  'GET /api/images/:id': { actor: 'owner', params: async (w) => ({ id: await w.imageId() }) },
  'GET /api/images/advert/:advertId': {
    actor: 'visitor',
    params: (w) => ({ advertId: w.advert.id }),
  },
  'DELETE /api/images/:id': { actor: 'owner', params: async (w) => ({ id: await w.imageId() }) },
  'PUT /api/images/:id/featured': {
    actor: 'owner',
    params: async (w) => ({ id: await w.imageId() }),
  },
  'PUT /api/images/:advertId/order': {
    actor: 'owner',
    params: (w) => ({ advertId: w.advert.id }),
    body: async (w: World) => ({ ids: [await w.imageId()] }),
  },
  'POST /api/favorites': { actor: 'guest', body: (w) => ({ advertId: w.advert.id }) },
  'GET /api/favorites/isFavory/:advertId': {
    actor: 'guest',
    params: (w) => ({ advertId: w.advert.id }),
  },
  'GET /api/favorites/admin/:userId': { ...staff, params: (w) => ({ userId: w.guest.id }) },
  'DELETE /api/favorites/:favoriId/admin': {
    ...staff,
    params: (w) => ({ favoriId: w.favoriteId }),
  },
  'POST /api/tourRequest': {
    actor: 'guest',
    body: (w) => ({ advert: { id: w.advert.id }, tourTime: slot(9) }),
  },
  'GET /api/tourRequest': { actor: 'guest' },
  'GET /api/tourRequest/admin': { ...staff, query: (w) => ({ advert: w.advert.id }) },
  'GET /api/tourRequest/:id': { actor: 'guest', params: tourId },
  'PATCH /api/tourRequest/:id/approve': { actor: 'owner', params: tourId },
  'PATCH /api/tourRequest/:id/decline': { actor: 'owner', params: tourId },
  'PATCH /api/tourRequest/:id/cancel': { actor: 'guest', params: tourId },
  'PUT /api/tourRequest/:id': {
    actor: 'guest',
    params: tourId,
    body: () => ({ tourTime: slot(10, '11:30') }),
  },
  'DELETE /api/tourRequest/:id': { actor: 'guest', params: tourId },
};

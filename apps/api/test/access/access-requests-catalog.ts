import { advertTypes, categories } from '../../src/db/schema';
import type { World } from './access-world';
import { get, type CallBuilder } from './access-call';

const categoryForm = (n: string) => ({
  title: `Chalet ${n}`,
  slug: `chalet-${n}`,
  icon: 'tree',
  seq: 90,
  isActive: false,
});

/** A small rates file in the ECB daily format, rates per 1 EUR. */
const ECB_SAMPLE = `<Cube time='2026-12-01'>
<Cube currency='USD' rate='1.085'/>
<Cube currency='GBP' rate='0.855'/>
</Cube>`;

/** A category no advert uses, made for one call. */
async function freshCategory(w: World) {
  const [row] = await w.t.database.db
    .insert(categories)
    .values(categoryForm(w.unique()))
    .returning();
  return row!.id;
}

async function freshAdvertType(w: World) {
  const [row] = await w.t.database.db
    .insert(advertTypes)
    .values({ title: `Lease ${w.unique()}` })
    .returning();
  return row!.id;
}

/** Lookups, their back office, and the Users page (B's own row). */
export const CATALOG_CALLS: Record<string, CallBuilder> = {
  'GET /api/advert-types': () => get('/api/advert-types'),
  'GET /api/categories': () => get('/api/categories?page=0&size=100'),
  'GET /api/propertieskey/getAllByCatgory/:id': (w) =>
    get(`/api/propertieskey/getAllByCatgory/${w.catalog.categoryIds[0]}`),
  'GET /api/countries': () => get('/api/countries'),
  'GET /api/cities/:id': (w) => get(`/api/cities/${w.catalog.countryId}`),
  'GET /api/districts/:id': (w) => get(`/api/districts/${w.catalog.cityId}`),

  'GET /api/categories/admin': () => get('/api/categories/admin?page=0&size=5'),
  'POST /api/categories': (w) => ({
    method: 'POST',
    url: '/api/categories',
    payload: categoryForm(w.unique()),
  }),
  'PUT /api/admin-category/:id': async (w) => ({
    method: 'PUT',
    url: `/api/admin-category/${await freshCategory(w)}`,
    payload: categoryForm(w.unique()),
  }),
  'DELETE /api/admin-category/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/admin-category/${await freshCategory(w)}`,
  }),

  'GET /api/advert-types/admin': () => get('/api/advert-types/admin'),
  'POST /api/advert-types': (w) => ({
    method: 'POST',
    url: '/api/advert-types',
    payload: { title: `Lease ${w.unique()}` },
  }),
  'PUT /api/advert-types/:id': async (w) => ({
    method: 'PUT',
    url: `/api/advert-types/${await freshAdvertType(w)}`,
    payload: { title: `Let ${w.unique()}` },
  }),
  'DELETE /api/advert-types/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/advert-types/${await freshAdvertType(w)}`,
  }),

  'GET /api/countries/time-zones': () => get('/api/countries/time-zones'),
  'PUT /api/countries/:id/time-zone': (w) => ({
    method: 'PUT',
    url: `/api/countries/${w.catalog.countryId}/time-zone`,
    payload: { timeZone: 'UTC' },
  }),
  'PUT /api/cities/:id/time-zone': (w) => ({
    method: 'PUT',
    url: `/api/cities/${w.catalog.cityId}/time-zone`,
    payload: { timeZone: null },
  }),

  'GET /api/exchange-rates': () => get('/api/exchange-rates'),
  'PUT /api/exchange-rates/:currency': () => ({
    method: 'PUT',
    url: '/api/exchange-rates/GBP',
    payload: { rate: 1.27, rateDate: '2026-12-01' },
  }),
  // A rates file in the ECB daily format (the address is not set in tests).
  'POST /api/exchange-rates/import': () => ({
    method: 'POST',
    url: '/api/exchange-rates/import',
    payload: { xml: ECB_SAMPLE },
  }),

  'GET /api/user/admin': () => get('/api/user/admin?page=0&size=5'),
  'PUT /api/user/:id/admin': (w) => ({
    method: 'PUT',
    url: `/api/user/${w.signed.owner.id}/admin`,
    payload: { ...w.profiles.owner, role: 'CUSTOMER' },
  }),
  // B tries to delete themself; everyone else a customer made for the call.
  'DELETE /api/user/:id/admin': async (w, actor) => {
    const target = actor === 'owner' ? w.signed.owner : await w.freshUser();
    return { method: 'DELETE', url: `/api/user/${target.id}/admin` };
  },
  'GET /api/logs/:userId': (w) => get(`/api/logs/${w.signed.owner.id}`),
};

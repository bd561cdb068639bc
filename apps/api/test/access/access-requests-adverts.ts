import { advertForm, advertVersion, makeAdvert } from '../factories';
import { jpeg, multipartBody } from '../pictures';
import type { World } from './access-world';
import { get, type CallBuilder } from './access-call';
import { call } from '../test-app';

/** B's private advert's form as it stands: an edit that changes nothing a later call reads. */
const sameForm = (w: World) =>
  advertForm(w.catalog, {
    title: w.privateAdvert.title,
    description: w.privateAdvert.description,
  });

/** A fresh PENDING advert of B's with pictures uploaded by B. */
async function advertWithPictures(w: World, count: number) {
  const advert = await w.freshPrivateAdvert();
  return { advert, imageIds: await w.uploadPictures(advert.id, count) };
}

/** Adverts (B's PENDING one unless said), their moderation and their pictures. */
export const ADVERT_CALLS: Record<string, CallBuilder> = {
  // Visitors and customers get public adverts only, whatever status they ask for.
  'GET /api/adverts': () => get('/api/adverts?status=0&q=Quillmere&size=100'),
  'GET /api/adverts/cities': () => get('/api/adverts/cities'),
  'GET /api/adverts/exp-proprety': () => get('/api/adverts/exp-proprety'),
  'GET /api/adverts/popular/:amount': () => get('/api/adverts/popular/6'),
  // The map of the search: public adverts for visitors and customers, as the list.
  'GET /api/adverts/map': () => get('/api/adverts/map?bbox=-180,-85,180,85&zoom=3'),
  // Places of the search box: counts of public adverts, the same for everyone.
  'GET /api/adverts/places': () => get('/api/adverts/places?q=a'),
  'GET /api/adverts/similar/:id': (w) => get(`/api/adverts/similar/${w.publicAdvert.id}`),
  // B's unpublished advert is left out for everyone: compare shows public adverts only.
  'GET /api/adverts/compare': (w) =>
    get(`/api/adverts/compare?ids=${w.publicAdvert.id},${w.privateAdvert.id}`),
  'GET /api/adverts/:slug': (w) => get(`/api/adverts/${w.privateAdvert.slug}`),
  'POST /api/adverts': (w) => ({
    method: 'POST',
    url: '/api/adverts',
    payload: advertForm(w.catalog, { title: `Posted flat ${w.unique()}` }),
  }),
  'GET /api/adverts/auth': () => get('/api/adverts/auth?page=0&size=100'),
  'GET /api/adverts/userAdverts/:userId': (w) =>
    get(`/api/adverts/userAdverts/${w.signed.owner.id}?page=0&size=100`),
  'GET /api/adverts/custom/:id': (w) => get(`/api/adverts/custom/${w.privateAdvert.id}`),
  // B's live advert with B's edit of it waiting for review.
  'GET /api/adverts/custom/:id/revision': async (w) => {
    const { owner } = w.signed;
    const advert = await makeAdvert(w.t, w.catalog, owner.id, { title: 'Live loft Quillmere' });
    await call(w.t, {
      method: 'PUT',
      url: `/api/adverts/auth/${advert.slug}`,
      token: owner.token,
      payload: advertForm(w.catalog, { title: 'Live loft renamed' }),
    });
    return get(`/api/adverts/custom/${advert.id}/revision`);
  },
  'PUT /api/adverts/auth/:slug': (w) => ({
    method: 'PUT',
    url: `/api/adverts/auth/${w.privateAdvert.slug}`,
    payload: sameForm(w),
  }),
  'DELETE /api/adverts/auth/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/adverts/auth/${(await w.freshPrivateAdvert()).id}`,
  }),
  // Approving makes the advert public: it gets a title of its own, not B's private one.
  'PUT /api/adverts/admin/status': async (w) => {
    const advert = await makeAdvert(w.t, w.catalog, w.signed.owner.id, { status: 0 });
    return {
      method: 'PUT',
      url: '/api/adverts/admin/status',
      payload: { ids: [advert.id], versions: { [advert.id]: advert.version }, status: 'ACTIVATED' },
    };
  },
  'GET /api/adverts/admin/queue': () => get('/api/adverts/admin/queue?size=100'),
  'GET /api/adverts/admin/:id': (w) => get(`/api/adverts/admin/${w.privateAdvert.id}`),
  'PUT /api/adverts/admin/:id': async (w) => ({
    method: 'PUT',
    url: `/api/adverts/admin/${w.privateAdvert.id}`,
    payload: { ...sameForm(w), version: await advertVersion(w.t, w.privateAdvert.id) },
  }),
  'DELETE /api/adverts/admin/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/adverts/admin/${(await w.freshPrivateAdvert()).id}`,
  }),
  'GET /api/adverts/auth/:id/performance': (w) =>
    get(`/api/adverts/auth/${w.privateAdvert.id}/performance`),

  'GET /api/images/file/*': (w) => get(w.privateFileUrl),
  'POST /api/images/:advertId': async (w) => {
    const advert = await w.freshPrivateAdvert();
    const body = await multipartBody([{ file: await jpeg(120, 90) }]);
    return { method: 'POST', url: `/api/images/${advert.id}`, ...body };
  },
  'GET /api/images/:id': (w) => get(`/api/images/${w.privateImageId}`),
  'GET /api/images/advert/:advertId': (w) => get(`/api/images/advert/${w.privateAdvert.id}`),
  'DELETE /api/images/:id': async (w) => {
    const { imageIds } = await advertWithPictures(w, 1);
    return { method: 'DELETE', url: `/api/images/${imageIds[0]}` };
  },
  'PUT /api/images/:id/featured': async (w) => {
    const { imageIds } = await advertWithPictures(w, 2);
    return { method: 'PUT', url: `/api/images/${imageIds[1]}/featured` };
  },
  'PUT /api/images/:advertId/order': async (w) => {
    const { advert, imageIds } = await advertWithPictures(w, 2);
    const payload = { ids: [...imageIds].reverse() };
    return { method: 'PUT', url: `/api/images/${advert.id}/order`, payload };
  },
};

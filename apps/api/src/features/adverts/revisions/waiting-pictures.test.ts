import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adverts } from '../../../db/schema';
import { call, createUser, type TestApp, type TestUser } from '../../../../test/test-app';
import { makeAdvert, type Catalog } from '../../../../test/factories';
import { createImagesTestApp, pictures, rowsOf, upload } from '../pictures/images.test-kit';

// docs/product.md#revisions: pictures an owner adds to a live advert wait with its revision.

let kit: Awaited<ReturnType<typeof createImagesTestApp>>;
let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let manager: TestUser;

beforeAll(async () => {
  kit = await createImagesTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  ({ t, catalog } = kit);
  [owner, manager] = await Promise.all([createUser(t), createUser(t, 'MANAGER')]);
});
afterAll(() => kit.close());

/** A live advert with one approved, featured picture. */
async function liveWithPicture(title: string) {
  const advert = await makeAdvert(t, catalog, owner.id, { title, status: 0 });
  await upload(t, advert.id, await pictures(1), owner.token);
  await t.database.db.update(adverts).set({ status: 1 }).where(eq(adverts.id, advert.id));
  return advert;
}
const get = (url: string, token?: string) => call(t, { method: 'GET', url, token });
const publicPictures = async (slug: string) =>
  (await get(`/api/adverts/${slug}`)).json().imges as Array<{ id: number; featured: boolean }>;
const staffView = async (id: number) =>
  (await get(`/api/adverts/admin/${id}`, manager.token)).json();
const queueIds = async () =>
  (await get('/api/adverts/admin/queue?size=100', manager.token))
    .json()
    .content.map((item: { id: number; kind: string }) => `${item.id}:${item.kind}`);
const decide = async (id: number, status: string) => {
  const { version } = await staffView(id);
  return call(t, {
    method: 'PUT',
    url: '/api/adverts/admin/status',
    token: manager.token,
    payload: { ids: [id], versions: { [id]: version }, status, reason: 'Blurred' },
  });
};

describe("an owner's new picture on a live advert", () => {
  it('stays hidden from the public and waits in the queue as an edit', async () => {
    const advert = await liveWithPicture('Olive grove villa');
    const added = await upload(t, advert.id, await pictures(1), owner.token);
    expect(added.statusCode).toBe(201);
    const [picture] = added.json() as Array<{ id: number }>;
    expect(await publicPictures(advert.slug)).toHaveLength(1);
    const publicList = await get(`/api/images/advert/${advert.id}`);
    expect(publicList.json()).toHaveLength(1);
    expect((await get(`/api/images/${picture!.id}`)).statusCode).toBe(404);
    const ownList = await get(`/api/images/advert/${advert.id}`, owner.token);
    expect(ownList.json().map((p: { waiting: boolean }) => p.waiting)).toEqual([false, true]);
    expect(await queueIds()).toContain(`${advert.id}:EDIT`);
    const { pendingRevision } = await staffView(advert.id);
    expect(pendingRevision.changes).toEqual([]);
    expect(pendingRevision.pictures.map((p: { id: number }) => p.id)).toEqual([picture!.id]);
    // It cannot be the featured picture before staff approve it.
    const featured = await call(t, {
      method: 'PUT',
      url: `/api/images/${picture!.id}/featured`,
      token: owner.token,
    });
    expect(featured.statusCode).toBe(409);
    expect((await rowsOf(t, advert.id)).map((r) => r.featured)).toEqual([true, false]);
  });

  it('goes public when staff approve, and stays hidden when they reject', async () => {
    const approved = await liveWithPicture('Cliff house');
    await upload(t, approved.id, await pictures(1), owner.token);
    expect((await decide(approved.id, 'ACTIVATED')).statusCode).toBe(200);
    expect(await publicPictures(approved.slug)).toHaveLength(2);
    expect(await queueIds()).not.toContain(`${approved.id}:EDIT`);

    const rejected = await liveWithPicture('Mill house');
    await upload(t, rejected.id, await pictures(1), owner.token);
    expect((await decide(rejected.id, 'REJECTED')).statusCode).toBe(200);
    expect(await publicPictures(rejected.slug)).toHaveLength(1);
    const revision = await get(`/api/adverts/custom/${rejected.id}/revision`, owner.token);
    expect(revision.json().revision).toMatchObject({ state: 'REJECTED', reason: 'Blurred' });
    expect(
      (await t.database.db.select().from(adverts).where(eq(adverts.id, rejected.id)))[0],
    ).toMatchObject({ status: 1 });
  });

  it('becomes the featured picture on approval when the advert had none', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { title: 'Bare plot' });
    const added = await upload(t, advert.id, await pictures(1), owner.token);
    expect(added.json()).toMatchObject([{ waiting: true, featured: false }]);
    await decide(advert.id, 'ACTIVATED');
    expect(await publicPictures(advert.slug)).toMatchObject([{ featured: true }]);
  });

  it('takes its revision with it when the owner deletes it and nothing else changed', async () => {
    const advert = await liveWithPicture('Fisher cottage');
    const [picture] = (await upload(t, advert.id, await pictures(1), owner.token)).json();
    expect(await queueIds()).toContain(`${advert.id}:EDIT`);
    const gone = await call(t, {
      method: 'DELETE',
      url: `/api/images/${picture.id}`,
      token: owner.token,
    });
    expect(gone.statusCode).toBe(200);
    expect(await queueIds()).not.toContain(`${advert.id}:EDIT`);
    expect((await get(`/api/adverts/custom/${advert.id}/revision`, owner.token)).json()).toEqual({
      revision: null,
    });
  });
});

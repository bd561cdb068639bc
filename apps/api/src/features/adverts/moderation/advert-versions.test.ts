import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adverts } from '../../../db/schema';
import { call, createUser, type TestApp, type TestUser } from '../../../../test/test-app';
import { advertForm, makeAdvert, type Catalog } from '../../../../test/factories';
import { createImagesTestApp, pictures, rowsOf, upload } from '../pictures/images.test-kit';

let kit: Awaited<ReturnType<typeof createImagesTestApp>>;
let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let manager: TestUser;
let visitorOwner: TestUser;

beforeAll(async () => {
  kit = await createImagesTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  ({ t, catalog } = kit);
  [owner, manager, visitorOwner] = await Promise.all([
    createUser(t),
    createUser(t, 'MANAGER'),
    createUser(t),
  ]);
});
afterAll(() => kit.close());

const versionOf = async (id: number) =>
  (await t.database.db.select().from(adverts).where(eq(adverts.id, id)))[0]!.version;
const ownerEdit = (slug: string, fields: Parameters<typeof advertForm>[1] = {}) =>
  call(t, {
    method: 'PUT',
    url: `/api/adverts/auth/${slug}`,
    token: owner.token,
    payload: advertForm(catalog, { title: 'Same title', slug, ...fields }),
  });
const pending = () => makeAdvert(t, catalog, owner.id, { status: 0, title: 'Same title' });

describe('an advert version', () => {
  it('starts at 1, also for an advert posted with property values', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/adverts',
      token: owner.token,
      payload: advertForm(catalog),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().version).toBe(1);
    expect(await versionOf(res.json().id)).toBe(1);
  });

  it('rises by one per owner edit that changes the text, price, place or values', async () => {
    const advert = await pending();
    await ownerEdit(advert.slug);
    const start = await versionOf(advert.id);
    const edits = [
      { title: 'Another title' },
      { title: 'Another title', price: 91000 },
      { title: 'Another title', price: 91000, location: 'Near the park' },
      {
        title: 'Another title',
        price: 91000,
        location: 'Near the park',
        values: [{ keyId: catalog.keyIds[0]!, value: '5' }],
      },
      { title: 'Another title', price: 91000, location: 'Near the park', values: [] },
    ];
    for (const [i, fields] of edits.entries()) {
      const res = await ownerEdit(advert.slug, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(200);
      expect(res.json().version, JSON.stringify(fields)).toBe(start + i + 1);
      expect(await versionOf(advert.id)).toBe(start + i + 1);
    }
  });

  it('stays when an edit sends back the same content', async () => {
    const advert = await pending();
    await ownerEdit(advert.slug);
    const before = await versionOf(advert.id);
    const res = await ownerEdit(advert.slug);
    expect(res.json().version).toBe(before);
    expect(await versionOf(advert.id)).toBe(before);
  });

  it('rises when a picture is added, deleted or made the featured one', async () => {
    const advert = await pending();
    const added = await upload(t, advert.id, await pictures(2), owner.token);
    expect(added.statusCode).toBe(201);
    expect(await versionOf(advert.id)).toBe(2);
    const [first, second] = await rowsOf(t, advert.id);
    const featured = await call(t, {
      method: 'PUT',
      url: `/api/images/${second!.id}/featured`,
      token: owner.token,
    });
    expect(featured.statusCode).toBe(200);
    expect(await versionOf(advert.id)).toBe(3);
    const gone = await call(t, {
      method: 'DELETE',
      url: `/api/images/${first!.id}`,
      token: owner.token,
    });
    expect(gone.statusCode).toBe(200);
    expect(await versionOf(advert.id)).toBe(4);
  });

  it('stays on a status change, the owner switch, views, favourites and tour counters', async () => {
    const advert = await makeAdvert(t, catalog, visitorOwner.id, { status: 0 });
    const approved = await call(t, {
      method: 'PUT',
      url: '/api/adverts/admin/status',
      token: manager.token,
      payload: { ids: [advert.id], versions: { [advert.id]: 1 }, status: 'ACTIVATED' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().adverts[0].version).toBe(1);
    await call(t, { method: 'GET', url: `/api/adverts/${advert.slug}` });
    const liked = await call(t, {
      method: 'POST',
      url: '/api/favorites',
      token: owner.token,
      payload: { advertId: advert.id },
    });
    expect(liked.statusCode).toBeLessThan(300);
    await t.database.db.execute(
      sql`UPDATE adverts SET is_active = false, tour_request_count = 3, view_count = 9,
                             updated_at = now() WHERE id = ${advert.id}`,
    );
    const [row] = await t.database.db.select().from(adverts).where(eq(adverts.id, advert.id));
    expect(row).toMatchObject({ status: 1, favoriteCount: 1, isActive: false, version: 1 });
  });

  it('cannot be set by a write: only the database raises it', async () => {
    const advert = await pending();
    await t.database.db.execute(sql`UPDATE adverts SET version = 40 WHERE id = ${advert.id}`);
    expect(await versionOf(advert.id)).toBe(1);
  });
});

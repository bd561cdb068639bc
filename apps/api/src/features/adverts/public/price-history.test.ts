import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adverts } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  reader = await createUser(t);
});
afterAll(() => t.close());

const setPrice = (id: number, price: string) =>
  t.database.db.update(adverts).set({ price }).where(eq(adverts.id, id));
const page = async (slug: string) =>
  (await call(t, { method: 'GET', url: `/api/adverts/${slug}`, token: reader.token })).json();
const listed = async (title: string) =>
  (await call(t, { method: 'GET', url: `/api/adverts?q=${encodeURIComponent(title)}` })).json()
    .content[0];

describe('price history (docs/product.md#price-watch)', () => {
  it('keeps every change of the price, newest first, and nothing for other writes', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, {
      title: 'Harbour loft',
      price: '200000.00',
    });
    expect((await page(advert.slug)).priceHistory).toEqual([]);
    await setPrice(advert.id, '190000.00');
    await t.database.db
      .update(adverts)
      .set({ title: 'Harbour loft' })
      .where(eq(adverts.id, advert.id));
    await setPrice(advert.id, '190000.00');
    await setPrice(advert.id, '195000');
    const history = (await page(advert.slug)).priceHistory;
    expect(
      history.map((h: { oldPrice: number; newPrice: number }) => [h.oldPrice, h.newPrice]),
    ).toEqual([
      [190000, 195000],
      [200000, 190000],
    ]);
    expect(Number.isNaN(Date.parse(history[0].changedAt))).toBe(false);
  });

  it('marks a list item reduced only while its last change was a drop', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, {
      title: 'Cliff cottage',
      price: '100000.00',
    });
    expect((await listed('Cliff cottage')).reducedFrom).toBeNull();
    await setPrice(advert.id, '95000.00');
    expect((await listed('Cliff cottage')).reducedFrom).toBe(100000);
    expect((await page(advert.slug)).advert.reducedFrom).toBe(100000);
    await setPrice(advert.id, '97000.00');
    expect((await listed('Cliff cottage')).reducedFrom).toBeNull();
  });

  it('forgets the history with the advert', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { price: '100.00' });
    await setPrice(advert.id, '90.00');
    await t.database.db.delete(adverts).where(eq(adverts.id, advert.id));
    const left = await t.database.db.execute(
      `SELECT count(*)::int AS n FROM advert_price_changes WHERE advert_id = ${advert.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

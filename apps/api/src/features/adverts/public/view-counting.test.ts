import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adverts } from '../../../db/schema';
import { makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  viewer = await createUser(t);
});
afterAll(() => t.close());

/** A fresh public advert, so each case starts from its own count. */
async function freshAdvert() {
  const row = await makeAdvert(t, catalog, owner.id, { title: 'Counted flat' });
  const viewCount = async () =>
    (
      await t.database.db
        .select({ v: adverts.viewCount })
        .from(adverts)
        .where(eq(adverts.id, row.id))
    )[0]!.v;
  const read = async (headers: Record<string, string>, remoteAddress: string, token?: string) => {
    const res = await call(t, {
      method: 'GET',
      url: `/api/adverts/${row.slug}`,
      headers,
      remoteAddress,
      token,
    });
    expect(res.statusCode).toBe(200);
  };
  return { viewCount, read, start: await viewCount() };
}

describe('view counting', () => {
  it('counts one view per address, whatever User-Agent and other headers a visitor sends', async () => {
    const advert = await freshAdvert();
    for (let i = 0; i < 10; i++) {
      const headers = {
        'user-agent': `Browser/${i}.0 (pumping ${i})`,
        'accept-language': `x-${i}`,
        'x-forwarded-for': `198.51.100.${i}`,
      };
      await advert.read(headers, '203.0.113.7');
    }
    expect(await advert.viewCount()).toBe(advert.start + 1);
    await advert.read({ 'user-agent': 'Another' }, '203.0.113.8');
    expect(await advert.viewCount()).toBe(advert.start + 2);
  });

  it('counts the addresses of one IPv6 /64 as one visitor', async () => {
    const advert = await freshAdvert();
    for (let i = 1; i <= 5; i++) await advert.read({}, `2001:db8:5:6::${i}`);
    expect(await advert.viewCount()).toBe(advert.start + 1);
  });

  it('counts a signed-in account once, from any address', async () => {
    const advert = await freshAdvert();
    await advert.read({ 'user-agent': 'Phone' }, '192.0.2.10', viewer.token);
    await advert.read({ 'user-agent': 'Laptop' }, '192.0.2.99', viewer.token);
    expect(await advert.viewCount()).toBe(advert.start + 1);
    await advert.read({}, '192.0.2.11', owner.token);
    expect(await advert.viewCount()).toBe(advert.start + 1);
  });
});

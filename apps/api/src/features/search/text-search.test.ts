import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advert, Page } from '@estate/contracts';
import { adverts } from '../../db/schema';
import { foldText } from '../../lib/text';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeCatalog, type Catalog } from '../../../test/factories';
import { walkLength } from './page-sql.repository';

const ceilOf = Math.ceil;

describe('walkLength', () => {
  it('walks a few times the expected rows, plus a little', () => {
    expect(walkLength(20, 10_000, 150)).toBe(ceilOf(20 * (10_000 / 150) * 4) + 20);
  });
  it('walks as far as collecting the matches would cost, at most 20,000 rows', () => {
    expect(walkLength(20, 100_000, 2_000)).toBe(8_000);
    expect(walkLength(20, 1_000_000, 9_000)).toBe(20_000);
  });
  it('walks every candidate when that is not more', () => {
    expect(walkLength(20, 200, 50)).toBe(200);
  });
  it('gives up when the walk would be long or nothing matches', () => {
    expect(walkLength(20, 1_000_000, 1_000)).toBeUndefined();
    expect(walkLength(20, 1_000, 0)).toBeUndefined();
  });
});

/**
 * 2,000 public adverts in one city; the 150 that mention "lighthouse" all have titles starting
 * with A, so a walk from Z (title DESC) is capped before it meets any and the search must fall
 * back to collecting the matches; the 600 that mention "harbour" are spread evenly.
 */
describe('text pages are exact whichever plan serves them', () => {
  let t: TestApp;
  let catalog: Catalog;

  beforeAll(async () => {
    t = await createTestApp();
    catalog = await makeCatalog(t);
    const owner = await createUser(t);
    const rows = Array.from({ length: 2000 }, (_, i) => {
      const n = String(i).padStart(4, '0');
      const rare = i < 150;
      const title = rare
        ? `A lighthouse flat ${n}`
        : `${String.fromCharCode(66 + (i % 24))} flat ${n}`;
      const description = i % 10 < 3 ? 'Near the harbour' : 'Quiet street';
      return {
        title,
        description,
        slug: `walk-${n}`,
        price: String(1000 + i),
        status: 1,
        advertTypeId: catalog.typeIds[0],
        categoryId: catalog.categoryIds[0],
        countryId: catalog.countryId,
        cityId: catalog.cityId,
        districtId: catalog.districtId,
        userId: owner.id,
        searchText: foldText(`${title} ${description}`),
      };
    });
    await t.database.db.insert(adverts).values(rows);
  }, 120_000);

  afterAll(() => t?.close());

  const search = async (q: string, page: number, sort = 'title', type = 'DESC') => {
    const res = await call(t, {
      method: 'GET',
      url: `/api/adverts?q=${q}&page=${page}&size=20&sort=${sort}&type=${type}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Page<Advert>;
  };

  /** The expected page, from every matching advert sorted in JavaScript. */
  async function expected(match: (title: string, description: string) => boolean, page: number) {
    const all = await t.database.db.select().from(adverts);
    const ids = all
      .filter((a) => a.status === 1 && match(a.title, a.description))
      .sort((x, y) => (x.title < y.title ? 1 : x.title > y.title ? -1 : y.id - x.id))
      .map((a) => a.id);
    return { total: ids.length, page: ids.slice(page * 20, page * 20 + 20) };
  }

  it('finds rare matches at the far end of the sort order', async () => {
    for (const page of [0, 3, 7]) {
      const want = await expected((title) => title.includes('lighthouse'), page);
      const got = await search('lighthouse', page);
      expect(got.totalElements).toBe(want.total);
      expect(got.content.map((a) => a.id)).toEqual(want.page);
    }
  });

  it('pages through common matches spread along the order', async () => {
    for (const page of [0, 1, 14, 29]) {
      const want = await expected((_, description) => description.includes('harbour'), page);
      const got = await search('harb', page);
      expect(got.totalElements).toBe(600);
      expect(got.content.map((a) => a.id)).toEqual(want.page);
    }
  });

  it('sorts matches by price in both directions', async () => {
    const asc = await search('harbour', 0, 'price', 'ASC');
    const prices = asc.content.map((a) => a.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = await search('harbour', 0, 'price', 'DESC');
    expect(desc.content[0]!.price).toBeGreaterThan(asc.content[19]!.price);
  });
});

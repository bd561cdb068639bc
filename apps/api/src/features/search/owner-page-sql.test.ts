import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advert, Page } from '@estate/contracts';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../test/factories';

// My Adverts is one fixed-shape statement: every sort, direction, status and text choice is a
// parameter, and the total comes with the page (or from the first page when past the end).

let t: TestApp;
let owner: TestUser;

const mine = async (query: string): Promise<Page<Advert>> => {
  const res = await call(t, {
    method: 'GET',
    url: `/api/adverts/auth?${query}`,
    token: owner.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const titles = (page: Page<Advert>) => page.content.map((advert) => advert.title);

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await makeCatalog(t);
  owner = await createUser(t);
  const other = await createUser(t);
  const rows = [
    { title: 'Alpha garden flat', price: '300.00', status: 0, viewCount: 5 },
    { title: 'Bravo sea view', price: '100.00', status: 1, viewCount: 50 },
    { title: 'Charlie garden house', price: '200.00', status: 2, viewCount: 1 },
  ];
  for (const [i, row] of rows.entries())
    await makeAdvert(t, catalog, owner.id, {
      ...row,
      createdAt: new Date(Date.UTC(2026, 0, i + 1)),
    });
  await makeAdvert(t, catalog, other.id, { title: 'Delta garden (not mine)' });
});

afterAll(() => t?.close());

describe('My Adverts', () => {
  it.each([
    ['title', 'ASC', ['Alpha garden flat', 'Bravo sea view', 'Charlie garden house']],
    ['title', 'DESC', ['Charlie garden house', 'Bravo sea view', 'Alpha garden flat']],
    ['price', 'ASC', ['Bravo sea view', 'Charlie garden house', 'Alpha garden flat']],
    ['createAt', 'DESC', ['Charlie garden house', 'Bravo sea view', 'Alpha garden flat']],
    ['viewCount', 'DESC', ['Bravo sea view', 'Alpha garden flat', 'Charlie garden house']],
  ])('sorts by %s %s', async (sort, type, expected) => {
    const page = await mine(`sort=${sort}&type=${type}&size=10`);
    expect(titles(page)).toEqual(expected);
    expect(page.totalElements).toBe(3);
  });

  it('filters by status and words, counting what matches', async () => {
    const garden = await mine('q=gard&sort=title&type=ASC&size=1');
    expect(titles(garden)).toEqual(['Alpha garden flat']);
    expect(garden.totalElements).toBe(2);
    expect(garden.totalPages).toBe(2);
    const rejected = await mine('status=REJECTED');
    expect(titles(rejected)).toEqual(['Charlie garden house']);
    expect(rejected.totalElements).toBe(1);
  });

  it('reports the total on a page past the end', async () => {
    const past = await mine('page=7&size=2');
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(3);
  });
});

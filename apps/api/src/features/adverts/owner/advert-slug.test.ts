import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { advertSlugHistory } from '../../../db/schema';
import { call, createTestApp, createUser, type TestApp } from '../../../../test/test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';
import { freeSlug } from './advert-slug';
import { createOwnerAdvertsRepository } from './owner-adverts.repository';

let t: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
});
afterAll(() => t.close());

/** The database, counting the statements sent through it. */
function countingDb(db: Db) {
  const counter = { statements: 0 };
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') counter.statements += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: counted, counter };
}

describe('a new advert’s slug', () => {
  it('30 adverts of one title get 30 distinct slugs: the title’s, then -2, -3…', async () => {
    const owner = await createUser(t);
    const slugs: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/adverts',
        token: owner.token,
        payload: advertForm(catalog, { title: 'Popular Flat' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      slugs.push(res.json().slug);
    }
    expect(slugs).toEqual([
      'popular-flat',
      ...Array.from({ length: 29 }, (_, i) => `popular-flat-${i + 2}`),
    ]);
  });

  it('is found in one query however many suffixes are taken, old slugs and gaps included', async () => {
    const owner = await createUser(t);
    for (let n = 1; n <= 40; n++)
      if (n !== 25)
        await makeAdvert(t, catalog, owner.id, {
          slug: n === 1 ? 'busy-street' : `busy-street-${n}`,
        });
    // An old slug still redirects to its advert, so it is not free either.
    const moved = await makeAdvert(t, catalog, owner.id, { slug: 'somewhere-else' });
    await t.database.db
      .insert(advertSlugHistory)
      .values({ slug: 'busy-street-25', advertId: moved.id });
    // Look-alikes that are not suffixes of this title.
    await makeAdvert(t, catalog, owner.id, { slug: 'busy-street-view' });
    await makeAdvert(t, catalog, owner.id, { slug: 'busy-street-041' });

    const { db, counter } = countingDb(t.database.db);
    const slug = await freeSlug(createOwnerAdvertsRepository(db), 'Busy Street');
    expect({ slug, statements: counter.statements }).toEqual({
      slug: 'busy-street-41',
      statements: 1,
    });
  });

  it('takes the first gap', async () => {
    const owner = await createUser(t);
    for (const slug of ['gap-house', 'gap-house-2', 'gap-house-4'])
      await makeAdvert(t, catalog, owner.id, { slug });
    expect(await freeSlug(createOwnerAdvertsRepository(t.database.db), 'Gap house')).toBe(
      'gap-house-3',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { categoryPropertyKeys, savedSearches } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { advertVersion, makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { createSearch } from '../search';
import { createAlertMatcher } from './alert-matcher';
import { createAlertMatcherRepository } from './alert-matcher.repository';

// The alert job every 15 s looks for arrivals first and keeps its compiled filters until they
// change (docs/decisions/0058-unsubscribe-and-alert-ticks.md).
let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  admin = await createUser(t, 'ADMIN');
  member = await createUser(t);
});
afterAll(() => t.close());

/** The matcher with its repository's reads of the searches counted. */
function countedMatcher() {
  const repo = createAlertMatcherRepository(t.database.db);
  const loads = { searches: 0 };
  const counted = {
    ...repo,
    alertingSearches: () => {
      loads.searches += 1;
      return repo.alertingSearches();
    },
  };
  const search = createSearch({ db: t.database.db, storage: t.app.storage, cacheSeconds: 0 });
  return { matcher: createAlertMatcher(search.publicWhere, counted), loads };
}

async function approvedAdvert(title: string) {
  const advert = await makeAdvert(t, catalog, owner.id, { title, status: 0 });
  const res = await call(t, {
    method: 'PUT',
    url: '/api/adverts/admin/status',
    token: admin.token,
    payload: {
      ids: [advert.id],
      versions: { [advert.id]: await advertVersion(t, advert.id) },
      status: 'ACTIVATED',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return advert;
}

const hitsOf = async (searchId: number) =>
  (
    await queryRows<{ advert_id: number }>(
      t.database.db,
      sql`SELECT advert_id FROM saved_search_hits WHERE saved_search_id = ${searchId}`,
    )
  ).map((r) => r.advert_id);

describe('the alert matcher', () => {
  it('does not load the searches on a run without arrivals, and keeps them between runs', async () => {
    const { matcher, loads } = countedMatcher();
    while ((await matcher.run()) > 0); // what earlier writes queued
    const before = loads.searches;
    for (let i = 0; i < 3; i++) expect(await matcher.run()).toBe(0);
    expect(loads.searches).toBe(before);

    const res = await call(t, {
      method: 'POST',
      url: '/api/savedSearches',
      token: member.token,
      payload: { name: 'Quince', filters: { q: 'quince' }, alert: 'INSTANT' },
    });
    const searchId = res.json().id as number;
    const first = await approvedAdvert('Quince orchard house');
    expect(await matcher.run()).toBe(1);
    expect(loads.searches).toBe(before + 1);
    expect(await hitsOf(searchId)).toEqual([first.id]);
    // Nothing changed: the next arrival is matched with the kept filters.
    const second = await approvedAdvert('Quince cottage');
    expect(await matcher.run()).toBe(1);
    expect(loads.searches).toBe(before + 1);
    expect((await hitsOf(searchId)).sort()).toEqual([first.id, second.id].sort());
  });

  it('takes a changed search on the next run', async () => {
    const { matcher, loads } = countedMatcher();
    const res = await call(t, {
      method: 'POST',
      url: '/api/savedSearches',
      token: member.token,
      payload: { name: 'Medlar', filters: { q: 'medlar' }, alert: 'INSTANT' },
    });
    const searchId = res.json().id as number;
    await approvedAdvert('Medlar house');
    await matcher.run();
    const loaded = loads.searches;
    const changed = await call(t, {
      method: 'PUT',
      url: `/api/savedSearches/${searchId}`,
      token: member.token,
      payload: { filters: { q: 'loquat' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const loquat = await approvedAdvert('Loquat villa');
    const medlar = await approvedAdvert('Medlar flat');
    expect(await matcher.run()).toBe(2);
    expect(loads.searches).toBe(loaded + 1);
    const hits = await hitsOf(searchId);
    expect(hits).toContain(loquat.id);
    expect(hits).not.toContain(medlar.id);
  });

  it('makes the filters again when a category key changes, or a search is turned off', async () => {
    const { matcher, loads } = countedMatcher();
    await approvedAdvert('Warm-up');
    await matcher.run();
    const loaded = loads.searches;
    const [key] = await t.database.db
      .insert(categoryPropertyKeys)
      .values({ categoryId: catalog.categoryIds[0]!, name: 'Floors', type: 'number' })
      .returning();
    await approvedAdvert('After a new key');
    await matcher.run();
    expect(loads.searches).toBe(loaded + 1);
    await t.database.db
      .update(categoryPropertyKeys)
      .set({ type: 'text' })
      .where(eq(categoryPropertyKeys.id, key!.id));
    await approvedAdvert('After a changed key');
    await matcher.run();
    expect(loads.searches).toBe(loaded + 2);

    // The sender stamping a search sent is no change of its filters.
    await t.database.db.update(savedSearches).set({ lastSentAt: new Date() });
    await approvedAdvert('After a send');
    await matcher.run();
    expect(loads.searches).toBe(loaded + 2);
    await t.database.db.update(savedSearches).set({ alert: 'NONE' });
    await approvedAdvert('After turning off');
    await matcher.run();
    expect(loads.searches).toBe(loaded + 3);
  });
});

import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { adverts, advertPhrases } from '../../db/schema';
import { foldText } from '../../lib/text';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { whereOf } from './page-sql.repository';
import { createPhraseCounts } from './phrase-counts.repository';
import type { SearchFilters } from './search-filters';
import { searchWords } from '../../lib/search-words';

/**
 * Kept phrase counts against a plain count(*) of the same filters, after every kind of advert
 * write: the counts are exact or they are worthless.
 */
let t: TestApp;
let catalog: Catalog;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  ownerId = (await createUser(t)).id;
});
afterAll(() => t.close());

const VOCABULARY = ['sea', 'view', 'garden', 'seaside', 'villa', 'viewing', 'pool'];
const PHRASES = ['sea view', 'garden villa', 'vi se', 'pool', 'garden pool sea'];

const filtersOf = (q: string, extra: Partial<SearchFilters>): SearchFilters => ({
  publicOnly: true,
  words: searchWords(q),
  properties: [],
  ...extra,
});

/** What count(*) says: the truth the kept counts must equal. */
async function plainCount(filters: SearchFilters): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    t.database.db,
    sql`SELECT count(*) AS n FROM adverts a JOIN categories c ON c.id = a.category_id
        WHERE ${whereOf(filters)}`,
  );
  return Number(row!.n);
}

/** Every filter mix a kept count answers: public, staff per status, by category and type. */
function filterMixes(q: string): SearchFilters[] {
  const [typeId] = catalog.typeIds;
  const [activeCategory, hiddenCategory] = catalog.categoryIds;
  return [
    filtersOf(q, {}),
    filtersOf(q, { advertTypeId: typeId }),
    filtersOf(q, { categoryId: activeCategory }),
    filtersOf(q, { categoryId: hiddenCategory }),
    ...[0, 1, 2].map((status) => filtersOf(q, { publicOnly: false, status })),
    filtersOf(q, {
      publicOnly: false,
      status: 0,
      categoryId: activeCategory,
      advertTypeId: typeId,
    }),
  ];
}

async function expectKeptEqualsPlain(counts: ReturnType<typeof createPhraseCounts>) {
  for (const phrase of PHRASES)
    for (const filters of filterMixes(phrase)) {
      const kept = await counts.count(filters);
      expect(kept, `${phrase} ${JSON.stringify(filters)}`).toBe(await plainCount(filters));
    }
}

const textOf = (words: string[]) => words.join(' ');
const advertWords = fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 4 });
const change = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    words: advertWords,
    status: fc.integer({ min: 0, max: 2 }),
    isActive: fc.boolean(),
    category: fc.integer({ min: 0, max: 1 }),
    type: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    words: fc.option(advertWords, { nil: undefined }),
    status: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
    isActive: fc.option(fc.boolean(), { nil: undefined }),
    category: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);
type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

async function apply(step: Change) {
  const db = t.database.db;
  if (step.kind === 'insert') {
    await makeAdvert(t, catalog, ownerId, {
      title: textOf(step.words),
      description: '',
      searchText: foldText(textOf(step.words)),
      status: step.status,
      isActive: step.isActive,
      categoryId: catalog.categoryIds[step.category],
      advertTypeId: catalog.typeIds[step.type],
    });
    return;
  }
  const ids = (await db.select({ id: adverts.id }).from(adverts)).map((row) => row.id);
  if (ids.length === 0) return;
  const id = ids[step.pick % ids.length]!;
  if (step.kind === 'delete') {
    await db.delete(adverts).where(eq(adverts.id, id));
    return;
  }
  await db
    .update(adverts)
    .set({
      ...(step.words ? { searchText: foldText(textOf(step.words)) } : {}),
      ...(step.status !== undefined ? { status: step.status } : {}),
      ...(step.isActive !== undefined ? { isActive: step.isActive } : {}),
      ...(step.category !== undefined ? { categoryId: catalog.categoryIds[step.category] } : {}),
      viewCount: sql`${adverts.viewCount} + 1`,
    })
    .where(eq(adverts.id, id));
}

describe('kept phrase counts', () => {
  it('count a phrase directly once, keep it when asked again, and match count(*) then', async () => {
    const counts = createPhraseCounts(t.database.db);
    await apply({
      kind: 'insert',
      words: ['sea', 'view'],
      status: 1,
      isActive: true,
      category: 0,
      type: 0,
    });
    const filters = filtersOf('view sea', {});
    expect(await counts.count(filters)).toBeUndefined();
    expect(await t.database.db.$count(advertPhrases)).toBe(0);
    expect(await counts.count(filters)).toBe(await plainCount(filters));
    // "sea view" and "view sea" are one phrase: the words are sorted.
    const [kept] = await t.database.db.select().from(advertPhrases);
    expect(kept?.phrase).toBe('sea view');
  });

  it('stay equal to count(*) through inserts, edits, status and category moves and deletes', async () => {
    const counts = createPhraseCounts(t.database.db);
    // Ask every mix twice: the first ask counts directly, the second keeps the phrase.
    for (const phrase of PHRASES)
      for (const filters of filterMixes(phrase)) await counts.count(filters);
    await expectKeptEqualsPlain(counts);
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) await apply(step);
        await expectKeptEqualsPlain(counts);
      }),
      { numRuns: 25 },
    );
  });

  it('keep at most the set number of phrases, forgetting the least recently asked', async () => {
    const counts = createPhraseCounts(t.database.db, 2);
    for (const q of ['pool sea', 'pool villa', 'pool garden'])
      for (let ask = 0; ask < 2; ask++) await counts.count(filtersOf(q, {}));
    const kept = await t.database.db.select({ phrase: advertPhrases.phrase }).from(advertPhrases);
    expect(kept.map((row) => row.phrase).sort()).toEqual(['garden pool', 'pool villa']);
    await apply({
      kind: 'insert',
      words: ['pool', 'villa'],
      status: 1,
      isActive: true,
      category: 0,
      type: 1,
    });
    const filters = filtersOf('pool villa', {});
    expect(await counts.count(filters)).toBe(await plainCount(filters));
  });

  it('forget the phrases nobody asked for lately, and nothing else', async () => {
    const counts = createPhraseCounts(t.database.db);
    for (let ask = 0; ask < 2; ask++) await counts.count(filtersOf('seaside villa', {}));
    await t.database.db
      .update(advertPhrases)
      .set({ usedAt: sql`now() - interval '8 days'` })
      .where(eq(advertPhrases.phrase, 'seaside villa'));
    const before = await t.database.db.$count(advertPhrases);
    expect(await counts.forgetIdle(7)).toBe(1);
    expect(await t.database.db.$count(advertPhrases)).toBe(before - 1);
    const orphans = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM advert_phrase_counts k
          WHERE NOT EXISTS (SELECT 1 FROM advert_phrases p WHERE p.phrase = k.phrase)`,
    );
    expect(Number(orphans[0]!.n)).toBe(0);
  });

  // Registration counts under a lock that writers' triggers wait for: a write during it is
  // counted once, by the registration or by its own trigger. Only a server has parallel writers.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'are exact when a phrase is registered while adverts are being written',
    async () => {
      for (const q of ['pool sea villa', 'garden view villa', 'garden seaside', 'pool viewing']) {
        const counts = createPhraseCounts(t.database.db);
        const filters = filtersOf(q, {});
        await counts.count(filters);
        const writes = fc.sample(change, { numRuns: 30 }).map((step) => apply(step));
        await Promise.all([...writes, counts.count(filters)]);
        // A registration that met busy writers gives way (lock timeout) and is asked again.
        let kept = await counts.count(filters);
        for (let ask = 0; kept === undefined && ask < 5; ask++) kept = await counts.count(filters);
        expect(kept, q).toBe(await plainCount(filters));
      }
    },
  );

  it('leave searches with a place or a price to a direct count', async () => {
    const counts = createPhraseCounts(t.database.db);
    const filters = filtersOf('sea view', { cityId: catalog.cityId });
    for (let ask = 0; ask < 3; ask++) expect(await counts.count(filters)).toBeUndefined();
    expect(await counts.count(filtersOf('sea view', { priceFrom: 1 }))).toBeUndefined();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { ADVERT_TYPES, CATEGORIES } from '../../db/seed/data/catalog';
import {
  TURKISH_CATEGORY_NAMES,
  TURKISH_CHOICES,
  TURKISH_KEY_NAMES,
  TURKISH_TYPE_NAMES,
  TURKISH_UNITS,
} from '../../db/seed/data/catalog-tr';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Every public answer that names the catalog, asked in Turkish on the demo data, names it in
 * Turkish (docs/product.md#the-sites-own-words): the walk fails on any English name of a type,
 * category, key, unit or choice whose Turkish name differs.
 */
let t: TestApp;
let dataDir: string;
const TURKISH = { 'accept-language': 'tr-TR,tr;q=0.9' };

const pairs: Array<[string, string]> = [
  ...Object.entries(TURKISH_TYPE_NAMES),
  ...Object.entries(TURKISH_CATEGORY_NAMES),
  ...Object.entries(TURKISH_KEY_NAMES),
  ...Object.entries(TURKISH_UNITS),
  ...Object.values(TURKISH_CHOICES).flatMap((names) => Object.entries(names)),
];
const ENGLISH_ONLY = new Set(pairs.filter(([en, tr]) => en !== tr).map(([en]) => en));
const TURKISH_NAMES = new Set(pairs.map(([, tr]) => tr));
/** Fields that keep stored values or people's own words, in every language. */
const KEPT_AS_STORED = new Set(['choices', 'value', 'slug', 'description', 'location']);

/** Every string of an answer with where it is; stored values left out. */
function stringsOf(value: unknown, at = '$'): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${at}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([field, inner]) =>
    KEPT_AS_STORED.has(field) ? [] : stringsOf(inner, `${at}.${field}`),
  );
}

let turkishSeen = 0;
async function walk(url: string) {
  const res = await call(t, { method: 'GET', url, headers: TURKISH });
  expect(res.statusCode, url).toBe(200);
  const found = stringsOf(res.json());
  const english = found.filter(([, text]) => ENGLISH_ONLY.has(text));
  expect(english, url).toEqual([]);
  turkishSeen += found.filter(([, text]) => TURKISH_NAMES.has(text)).length;
  return res.json();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'turkish-demo-'));
  fs.writeFileSync(
    path.join(dataDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Default</title></head><body></body></html>',
  );
  t = await createTestApp({}, { webDistDir: dataDir });
  await seedDatabase({ db: t.database.db, log: pino({ level: 'silent' }), dataDir });
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo data’s answers in Turkish', () => {
  it('names types, categories, keys, units and choices in Turkish everywhere', async () => {
    const adverts = await queryRows<{ id: number; slug: string; category: string }>(
      t.database.db,
      sql`SELECT DISTINCT ON (a.category_id, a.advert_type_id) a.id, a.slug, c.title AS category
          FROM adverts a JOIN categories c ON c.id = a.category_id
          WHERE advert_is_public(a.status, a.is_active, c.is_active)
          ORDER BY a.category_id, a.advert_type_id, a.id`,
    );
    expect(new Set(adverts.map((a) => a.category)).size).toBe(CATEGORIES.length);
    expect(ADVERT_TYPES.length).toBe(2);

    await walk('/api/advert-types');
    const categories = await walk('/api/categories?page=0&size=100');
    for (const category of categories.content as Array<{ id: number }>)
      await walk(`/api/propertieskey/getAllByCatgory/${category.id}`);
    await walk('/api/adverts?page=0&size=50');
    await walk('/api/adverts/popular/6');
    await walk('/api/adverts/exp-proprety');
    await walk('/api/adverts/cities');
    await walk('/api/adverts/map?bbox=25,35,45,43&zoom=6');
    await walk('/api/adverts/map?bbox=28.9,40.95,29.1,41.1&zoom=14');
    await walk('/api/adverts/places?q=k');
    let choicesShown = 0;
    for (const advert of adverts) {
      const page = await walk(`/api/adverts/${advert.slug}`);
      const values = page.values as Array<{ type: string; valueLabel?: string }>;
      choicesShown += values.filter((v) => v.type === 'choice' && v.valueLabel).length;
      for (const yesNo of values.filter((v) => v.type === 'boolean'))
        expect(['Evet', 'Hayır']).toContain(yesNo.valueLabel);
      await walk(`/api/adverts/similar/${advert.id}`);
      // The page for search engines says type and category in its own language.
      const html = (await call(t, { method: 'GET', url: `/property/${advert.slug}?lang=tr` })).body;
      expect(html, advert.slug).toMatch(/(Satılık|Kiralık) · \p{L}/u);
      expect(html, advert.slug).not.toMatch(/(Sale|Rent) · /);
    }
    await walk(
      `/api/adverts/compare?ids=${adverts
        .slice(0, 4)
        .map((a) => a.id)
        .join(',')}`,
    );
    // The walk met the catalog's names: it could have failed.
    expect(choicesShown).toBeGreaterThan(0);
    expect(turkishSeen).toBeGreaterThan(100);
  }, 180_000);

  it('finds a category or type by its Turkish or English name', async () => {
    const search = async (q: string) =>
      (
        await call(t, {
          method: 'GET',
          url: `/api/adverts?page=0&size=100&q=${encodeURIComponent(q)}`,
          headers: TURKISH,
        })
      ).json() as { totalElements: number; content: Array<Record<string, string>> };
    const flats = await search('Daire');
    expect(flats.totalElements).toBeGreaterThan(0);
    expect(new Set(flats.content.map((a) => a.categoryName))).toEqual(new Set(['Daire']));
    expect((await search('apartment')).totalElements).toBe(flats.totalElements);
    const rent = await search('kiralık');
    expect(rent.totalElements).toBeGreaterThan(0);
    expect(new Set(rent.content.map((a) => a.advertTypeName))).toEqual(new Set(['Kiralık']));
    const both = await search('Kiralık Daire');
    expect(both.totalElements).toBeGreaterThan(0);
    expect(both.totalElements).toBeLessThan(flats.totalElements);
  });
});

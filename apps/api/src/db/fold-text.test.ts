import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { foldText } from '../lib/text';
import { queryRows, type Database } from './client';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await openTestDatabase()));
afterAll(() => drop());

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

const sqlFolds = async (texts: string[]) =>
  (
    await queryRows<{ folded: string }>(
      database.db,
      sql`SELECT fold_text(t) AS folded
          FROM json_array_elements_text(${JSON.stringify(texts)}::json) WITH ORDINALITY u(t, n)
          ORDER BY n`,
    )
  ).map((r) => r.folded);

/** Every letter, mark and sign of the Latin, Greek, Cyrillic, Hebrew and Arabic blocks. */
const LETTERS = [
  ...codePoints(0x20, 0x7e),
  ...codePoints(0xa0, 0x24f),
  ...codePoints(0x370, 0x3ff),
  ...codePoints(0x400, 0x52f),
  ...codePoints(0x590, 0x5ff),
  ...codePoints(0x600, 0x6ff),
  ...codePoints(0x1e00, 0x1eff),
];

// A back-office search folds its column with fold_text and its query with foldText: the two
// must give the same text, or a row is missed (docs/product.md#search).
describe('fold_text, the SQL twin of foldText', () => {
  it('folds every letter of the Latin, Greek, Cyrillic, Hebrew and Arabic blocks as foldText', async () => {
    const folded = await sqlFolds(LETTERS);
    const differing = LETTERS.filter((c, i) => folded[i] !== foldText(c));
    expect(differing).toEqual([]);
  });

  it('folds whole names and titles as foldText', async () => {
    const texts = {
      'İlker IŞIK ışık': 'ilker isik isik',
      'Pisos en Chamartín': 'pisos en chamartin',
      'GÜNLÜK KİRALIK Daire': 'gunluk kiralik daire',
      'Straße Ærø Łódź': 'strasse aero lodz',
      'Ёлка Ὀδυσσεύς': 'елка οδυσσευς',
      'e\u0301te\u0301 ﬁne ①': 'ete fine 1',
    };
    const folded = await sqlFolds(Object.keys(texts));
    expect(folded).toEqual(Object.values(texts));
    expect(Object.keys(texts).map(foldText)).toEqual(Object.values(texts));
  });
});

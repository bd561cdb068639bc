import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_HOMES_ENOUGH } from '@estate/contracts';
import { queryRows } from '../../../db/client';
import { seedDatabase } from '../../../db/seed';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'similar-demo-'));
  await seedDatabase({ db: t.database.db, log: pino({ level: 'silent' }), dataDir });
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('similar homes on the demo data (docs/product.md#similar-homes)', () => {
  it('shows at least 3 similar homes on at least 90 % of the live adverts, and nearby homes on all', async () => {
    const live = await queryRows<{ slug: string }>(
      t.database.db,
      sql`SELECT a.slug FROM adverts a JOIN categories c ON c.id = a.category_id
          WHERE advert_is_public(a.status, a.is_active, c.is_active) ORDER BY a.id`,
    );
    expect(live.length).toBeGreaterThan(60);
    let enough = 0;
    const scopes = new Set<string>();
    for (const { slug } of live) {
      const page = (await call(t, { method: 'GET', url: `/api/adverts/${slug}` })).json();
      if (page.similar.length >= SIMILAR_HOMES_ENOUGH) enough++;
      if (page.similarScope) scopes.add(page.similarScope.place);
      expect(page.nearby.length, slug).toBeGreaterThan(0);
    }
    expect(enough / live.length).toBeGreaterThanOrEqual(0.9);
    // The demo shows both the narrowest heading and a wider one.
    expect([...scopes]).toEqual(expect.arrayContaining(['district', 'city']));
  }, 120_000);
});

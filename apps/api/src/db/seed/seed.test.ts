import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { queryRows, type Database } from '../client';
import { uploadsRoot } from '../../lib/storage';
import { variantKeys } from '../../lib/images';
import { foldText, slugify } from '../../lib/text';
import { seedDatabase } from './index';
import { DEMO_ACCOUNTS } from './accounts';

let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
const log = pino({ level: 'silent' });

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: string | number }>(database.db, query))[0]!.n);

const TABLES = [
  'users',
  'advert_types',
  'categories',
  'category_property_keys',
  'countries',
  'cities',
  'districts',
  'adverts',
  'property_values',
  'images',
  'favorites',
  'tour_requests',
  'contact_messages',
  'activity_logs',
  'site_settings',
];

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES)
    counts[table] = await count(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`);
  return counts;
}

let afterFirst: Record<string, number>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  await seedDatabase({ db: database.db, log, dataDir });
  afterFirst = await tableCounts();
}, 120_000);

afterAll(async () => {
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('creates the catalog, the places and the site details', async () => {
    expect(afterFirst.users).toBe(DEMO_ACCOUNTS.length);
    const types = await queryRows<{ title: string }>(
      database.db,
      sql`SELECT title FROM advert_types ORDER BY id`,
    );
    expect(types.map((t) => t.title)).toEqual(['Sale', 'Rent']);
    const categories = await queryRows<{
      title: string;
      slug: string;
      seq: number;
      keys: string | number;
    }>(
      database.db,
      sql`SELECT c.title, c.slug, c.seq, (SELECT count(*) FROM category_property_keys k WHERE k.category_id = c.id) AS keys
          FROM categories c WHERE c.is_active ORDER BY c.seq`,
    );
    expect(categories.map((c) => c.title)).toEqual([
      'House',
      'Apartment',
      'Office',
      'Villa',
      'Land',
      'Shop',
    ]);
    for (const c of categories) {
      expect(c.slug.length).toBeGreaterThanOrEqual(5);
      expect(Number(c.keys)).toBeGreaterThanOrEqual(4);
      expect(Number(c.keys)).toBeLessThanOrEqual(8);
    }
    expect(afterFirst.countries).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM cities c WHERE (SELECT count(*) FROM districts d WHERE d.city_id = c.id) < 3`,
      ),
    ).toBe(0);
    const [settings] = await queryRows<{ data: { siteName: string; offices: unknown[] } }>(
      database.db,
      sql`SELECT data FROM site_settings WHERE id = 1`,
    );
    expect(settings?.data.siteName).toBe('Estate Market');
    expect(settings?.data.offices).toHaveLength(3);
  });

  it('creates at least 60 activated adverts plus pending and rejected ones, spread out', async () => {
    const byStatus = await queryRows<{ status: number; n: string | number }>(
      database.db,
      sql`SELECT status, count(*) AS n FROM adverts GROUP BY status`,
    );
    const n = (status: number) => Number(byStatus.find((s) => s.status === status)?.n ?? 0);
    expect(n(1)).toBeGreaterThanOrEqual(60);
    expect(n(0)).toBeGreaterThan(0);
    expect(n(2)).toBeGreaterThan(0);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM adverts WHERE status = 2 AND coalesce(status_reason, '') = ''`,
      ),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(DISTINCT city_id) AS n FROM adverts WHERE status = 1`),
    ).toBe(afterFirst.cities);
    expect(
      await count(sql`SELECT count(DISTINCT category_id) AS n FROM adverts WHERE status = 1`),
    ).toBe(6);
    expect(
      await count(sql`SELECT count(DISTINCT advert_type_id) AS n FROM adverts WHERE status = 1`),
    ).toBe(2);
    expect(await count(sql`SELECT count(*) AS n FROM adverts WHERE price <= 0`)).toBe(0);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM adverts a JOIN users u ON u.id = a.user_id WHERE u.role = 'ADMIN'`,
      ),
    ).toBe(0);
  });

  it('gives every advert a unique slug from its title, its search text and all its property values', async () => {
    const rows = await queryRows<{
      slug: string;
      title: string;
      description: string;
      search_text: string;
    }>(database.db, sql`SELECT slug, title, description, search_text FROM adverts`);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.slug.replace(/-\d+$/, '')).toBe(slugify(row.title));
      expect(row.search_text).toBe(foldText(`${row.title} ${row.description}`));
    }
    const missing = await count(sql`
      SELECT count(*) AS n FROM adverts a JOIN category_property_keys k ON k.category_id = a.category_id
      WHERE NOT EXISTS (SELECT 1 FROM property_values v WHERE v.advert_id = a.id AND v.key_id = k.id AND v.value <> '')`);
    expect(missing).toBe(0);
  });

  it('gives every advert 2 to 4 images, the first featured, whose files exist', async () => {
    const perAdvert = await queryRows<{
      n: string | number;
      featured: string | number;
      first_featured: boolean;
    }>(
      database.db,
      sql`SELECT count(i.id) AS n, count(*) FILTER (WHERE i.featured) AS featured,
                 bool_or(i.featured AND i.seq = 0) AS first_featured
          FROM adverts a LEFT JOIN images i ON i.advert_id = a.id GROUP BY a.id`,
    );
    for (const a of perAdvert) {
      expect(Number(a.n)).toBeGreaterThanOrEqual(2);
      expect(Number(a.n)).toBeLessThanOrEqual(4);
      expect(Number(a.featured)).toBe(1);
      expect(a.first_featured).toBe(true);
    }
    // Cards of a category lead with different pictures (the pool has 6 per category).
    expect(
      await count(sql`SELECT count(DISTINCT size_bytes) AS n FROM images WHERE featured`),
    ).toBeGreaterThanOrEqual(30);
    const images = await queryRows<{ storage_key: string; content_type: string; width: number }>(
      database.db,
      sql`SELECT storage_key, content_type, width FROM images`,
    );
    for (const image of images) {
      expect(image.content_type).toBe('image/webp');
      expect(image.width).toBeGreaterThan(0);
      for (const key of variantKeys(image.storage_key)) {
        expect(fs.existsSync(path.join(uploadsRoot(dataDir), key)), key).toBe(true);
      }
    }
  });

  it('creates favourites and tour requests in every status with matching counters', async () => {
    expect(afterFirst.favorites).toBeGreaterThanOrEqual(10);
    const statuses = await queryRows<{ status: string }>(
      database.db,
      sql`SELECT DISTINCT status FROM tour_requests`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'APPROVED',
      'CANCELED',
      'DECLINED',
      'PENDING',
    ]);
    expect(
      await count(sql`SELECT count(*) AS n FROM tour_requests WHERE guest_user_id = owner_user_id`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM tour_requests t JOIN adverts a ON a.id = t.advert_id
                      WHERE t.owner_user_id <> a.user_id OR a.status <> 1`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM tour_requests
                      WHERE extract(minute FROM tour_time) NOT IN (0, 30) OR extract(second FROM tour_time) <> 0
                         OR (status IN ('PENDING', 'APPROVED') AND tour_time <= now()::timestamp)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM adverts a
        WHERE a.favorite_count <> (SELECT count(*) FROM favorites f WHERE f.advert_id = a.id)
           OR a.tour_request_count <> (SELECT count(*) FROM tour_requests t WHERE t.advert_id = a.id)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM adverts WHERE favorite_count > 0`),
    ).toBeGreaterThan(5);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM favorites f JOIN adverts a ON a.id = f.advert_id WHERE a.user_id = f.user_id`,
      ),
    ).toBe(0);
  });

  it('writes contact messages and an activity history', async () => {
    expect(
      await count(sql`SELECT count(*) AS n FROM contact_messages WHERE is_read`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM contact_messages WHERE NOT is_read`),
    ).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(DISTINCT user_id) AS n FROM activity_logs`)).toBe(
      DEMO_ACCOUNTS.length,
    );
    expect(
      await count(
        sql`SELECT count(*) AS n FROM adverts a JOIN users u ON u.id = a.user_id WHERE u.created_at > a.created_at`,
      ),
    ).toBe(0);
  });

  it('makes one verified agency with an owner and an agent', async () => {
    expect(await count(sql`SELECT count(*) AS n FROM agencies WHERE status = 'VERIFIED'`)).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM agency_members WHERE role = 'OWNER'`)).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM agency_members WHERE role = 'AGENT'`)).toBe(1);
  });

  it('changes nothing when run again', async () => {
    const filesBefore = fs.readdirSync(uploadsRoot(dataDir), { recursive: true }).length;
    await seedDatabase({ db: database.db, log, dataDir });
    expect(await tableCounts()).toEqual(afterFirst);
    expect(fs.readdirSync(uploadsRoot(dataDir), { recursive: true }).length).toBe(filesBefore);
  });

  it('never brings back a renamed demo admin, and prints no demo passwords when it does not seed', async () => {
    await database.db.execute(
      sql`UPDATE users SET email = 'boss@example.test' WHERE email = 'admin@example.com'`,
    );
    const lines: string[] = [];
    const capture = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line).msg as string) },
    );
    expect(await seedDatabase({ db: database.db, log: capture, dataDir })).toBe(false);
    expect(
      await count(sql`SELECT count(*) AS n FROM users WHERE email = 'admin@example.com'`),
    ).toBe(0);
    expect(lines.join('\n')).not.toContain('Admin1234');
    expect(lines.join('\n')).toContain('Demo data not added');
  });
});

describe('demo seed on a database that already has an account', () => {
  it('adds nothing at all', async () => {
    const other = await openTestDatabase();
    try {
      await other.database.db.execute(
        sql`INSERT INTO users (first_name, last_name, phone, email, password_hash)
            VALUES ('Only', 'One', '+905550000000', 'only@example.test', 'x')`,
      );
      const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
      expect(await seedDatabase({ db: other.database.db, log, dataDir: otherDir })).toBe(false);
      const users = await queryRows<{ n: string }>(
        other.database.db,
        sql`SELECT count(*) AS n FROM users`,
      );
      expect(Number(users[0]!.n)).toBe(1);
    } finally {
      await other.drop();
    }
  });
});

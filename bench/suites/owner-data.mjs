/**
 * The owner suite's data: a copy of a generated data set (never the data set itself) with one
 * owner of 1,000 adverts and per-day figures. Every step checks first, so a rerun reuses them.
 */
import pg from 'pg';
import { copyOfDataSet } from '../lib/data-sets.mjs';

export const OWNER_EMAIL = 'bench-owner@example.test';
const OWNED = 1000;

/** The newest ready data set's `_owner` copy (made once); its URL. */
export const ownerCopy = (serverUrl, adverts) => copyOfDataSet(serverUrl, adverts, 'owner');

/** The bench owner (made once) owning 1,000 adverts, with 30 days of figures for them. */
export async function prepareOwner(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    let owner = (await db.query('SELECT id FROM users WHERE email = $1', [OWNER_EMAIL])).rows[0]
      ?.id;
    owner ??= (
      await db.query(
        `INSERT INTO users (first_name, last_name, phone, email, role, password_hash, confirmed_at, search_text)
         VALUES ('Bench', 'Owner', '+900000000000', $1, 'CUSTOMER', 'not-a-password', now(), 'bench owner')
         RETURNING id`,
        [OWNER_EMAIL],
      )
    ).rows[0].id;
    await db.query(
      `UPDATE adverts SET user_id = $1 WHERE id IN (
         SELECT id FROM adverts WHERE user_id <> $1 ORDER BY id
         LIMIT greatest(0, $2 - (SELECT count(*) FROM adverts WHERE user_id = $1)))`,
      [owner, OWNED],
    );
    // Figures for the owner's adverts and for 50,000 others: the table is not a toy either.
    await db.query(
      `INSERT INTO advert_daily_stats (advert_id, day, views, favorites, tour_requests)
       SELECT a.id, d::date, (random() * 40)::int, (random() * 3)::int, (random() * 2)::int
       FROM (SELECT id FROM adverts WHERE user_id = $1
             UNION SELECT id FROM adverts WHERE id % 20 = 0 LIMIT 51000) a,
            generate_series(current_date - 29, current_date, interval '1 day') d
       ON CONFLICT DO NOTHING`,
      [owner],
    );
    await db.query('ANALYZE advert_daily_stats');
    await addTourRequests(db, owner);
    const ids = (await db.query('SELECT id FROM adverts WHERE user_id = $1 ORDER BY id', [owner]))
      .rows;
    return { owner, advertIds: ids.map((r) => r.id) };
  } finally {
    await db.end();
  }
}

/**
 * Tour requests, once: 5,000 on the owner's adverts from other users, 300 made by the owner, and
 * 200,000 among everybody else (the table is not a toy). Times are distinct half hours, so the
 * one-pending and one-approved rules hold.
 */
async function addTourRequests(db, owner) {
  const { rows } = await db.query(
    'SELECT count(*)::int AS n FROM tour_requests WHERE owner_user_id = $1',
    [owner],
  );
  if (rows[0].n > 0) return;
  const statuses = `(ARRAY['PENDING','APPROVED','DECLINED','CANCELED'])[1 + (i % 4)]`;
  const slot = `date_trunc('hour', now()) + make_interval(mins => 30 * (i + 48))`;
  const people = `(SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE id <> $1) us`;
  const someone = `us.ids[1 + (i % array_length(us.ids, 1))]`;
  await db.query(
    `INSERT INTO tour_requests (advert_id, guest_user_id, owner_user_id, tour_time, status, created_at)
     SELECT owned.ids[1 + i % array_length(owned.ids, 1)], ${someone}, $1, ${slot}, ${statuses},
            now() - make_interval(hours => i % 2000)
     FROM generate_series(1, 5000) i, ${people},
          (SELECT array_agg(id ORDER BY id) AS ids FROM adverts WHERE user_id = $1) owned`,
    [owner],
  );
  await db.query(
    `INSERT INTO tour_requests (advert_id, guest_user_id, owner_user_id, tour_time, status, created_at)
     SELECT a.id, CASE WHEN i <= 300 THEN $1 ELSE ${someone} END, a.user_id, ${slot}, ${statuses},
            now() - make_interval(hours => i % 2000)
     FROM generate_series(1, 200000) i CROSS JOIN ${people}
     JOIN adverts a ON a.id = 1 + (i * 7919) % 1000000
     WHERE a.user_id <> $1 AND a.user_id <> ${someone}`,
    [owner],
  );
  await db.query('ANALYZE tour_requests');
}

/** EXPLAIN ANALYZE of the performance read (the statement of advert-performance.repository). */
export async function explainPerformance(databaseUrl, advertId) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
       WITH today AS (SELECT (now() AT TIME ZONE 'UTC')::date AS d)
       SELECT to_char(g.day, 'YYYY-MM-DD') AS date, coalesce(s.views, 0)::int AS views
       FROM today, LATERAL generate_series(today.d - 29, today.d, interval '1 day') AS g(day)
       LEFT JOIN advert_daily_stats s ON s.advert_id = $1 AND s.day = g.day::date
       ORDER BY g.day`,
      [advertId],
    );
    return rows.map((r) => r['QUERY PLAN']);
  } finally {
    await db.end();
  }
}

/**
 * The talk suite's data (docs/product.md#conversations): on the copy `<data set>_talk` (never the
 * data set itself), 5,000 people who write, 100,000 threads about public adverts with three
 * messages each, and one heavy writer with 1,000 threads. Made once; a rerun reuses it.
 */
import pg from 'pg';
import { withDb } from '../lib/data-sets.mjs';

const TALKERS = 5000;
const THREADS = 100_000;
const HEAVY_EMAIL = 'talker-heavy@bench.test';
const HEAVY_THREADS = 1000;

/** The `_talk` copy of the newest ready data set of `adverts` adverts; its URL. */
export async function talkCopy(serverUrl, adverts) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname LIKE '%\\_talk'
       ORDER BY oid DESC`,
      [`bench\\_${adverts}\\_g%`],
    );
    if (!rows[0])
      throw new Error(`no copy bench_${adverts}_g…_talk: ask for one (the data set is shared)`);
    return withDb(serverUrl, rows[0].datname);
  } finally {
    await admin.end();
  }
}

async function addPeople(db) {
  await db.query(
    `INSERT INTO users (first_name, last_name, phone, email, role, password_hash, confirmed_at, search_text)
     SELECT 'Talker', 'No ' || n, '+90556' || lpad(n::text, 7, '0'), 'talker' || n || '@bench.test',
            'CUSTOMER', 'not-a-password', now(), 'talker no ' || n
     FROM generate_series(1, ${TALKERS}) n
     UNION ALL SELECT 'Heavy', 'Talker', '+905569999999', '${HEAVY_EMAIL}', 'CUSTOMER',
            'not-a-password', now(), 'heavy talker'`,
  );
}

/** Threads: advert i*7919 mod N (distinct for each i), a talker as guest, dates over 120 days. */
async function addThreads(db) {
  await db.query(
    `WITH t AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'talker%@bench.test'
                AND email <> '${HEAVY_EMAIL}'),
          heavy AS (SELECT id FROM users WHERE email = '${HEAVY_EMAIL}'),
          lo AS (SELECT min(id) AS m, count(*) AS n FROM adverts)
     INSERT INTO conversations (advert_id, advert_title, advert_slug, owner_user_id, guest_user_id,
       created_at, last_message_at, last_message_text, last_sender_id, owner_unread, guest_unread,
       first_reply_seconds)
     SELECT a.id, a.title, a.slug, a.user_id, g.guest,
            now() - make_interval(mins => (i * 53) % 172800),
            now() - make_interval(mins => (i * 53) % 172800) + interval '3 hours',
            'Thanks, see you on Friday.', g.guest, (i % 3 = 0)::int, 0,
            CASE WHEN i % 5 <> 0 THEN (i * 37) % 30000 END
     FROM generate_series(1, ${THREADS + 20000}) i
     CROSS JOIN t CROSS JOIN lo CROSS JOIN heavy
     CROSS JOIN LATERAL (SELECT CASE WHEN i <= ${HEAVY_THREADS} THEN heavy.id
                         ELSE t.ids[1 + i % array_length(t.ids, 1)] END AS guest) g
     JOIN adverts a ON a.id = lo.m + (i::bigint * 7919) % lo.n
     JOIN categories c ON c.id = a.category_id
     WHERE a.status = 1 AND a.is_active AND c.is_active
     LIMIT ${THREADS}`,
  );
  await db.query(
    `INSERT INTO conversation_messages (conversation_id, sender_id, body, created_at, read_at)
     SELECT c.id, CASE WHEN k = 2 THEN c.owner_user_id ELSE c.guest_user_id END,
            (ARRAY['Hello, is the flat still available? We would like to see it this week.',
                   'Yes it is. Would Friday at ten suit you? The garden is fenced.',
                   'Thanks, see you on Friday.'])[k],
            c.created_at + make_interval(hours => k - 1),
            CASE WHEN k = 3 AND c.owner_unread > 0 THEN NULL ELSE c.created_at + interval '4 hours' END
     FROM conversations c CROSS JOIN generate_series(1, 3) k`,
  );
  await db.query('VACUUM ANALYZE conversations');
  await db.query('VACUUM ANALYZE conversation_messages');
}

/** The data (made once), and who the suite calls as. */
export async function prepareTalk(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const made = (await db.query('SELECT count(*)::int AS n FROM conversations')).rows[0].n;
    if (made === 0) {
      console.log(`adding ${TALKERS} people and ${THREADS} threads of 3 messages`);
      if ((await db.query(`SELECT 1 FROM users WHERE email = $1`, [HEAVY_EMAIL])).rowCount === 0)
        await addPeople(db);
      await addThreads(db);
    }
    const one = async (query, params = []) => (await db.query(query, params)).rows[0];
    const heavy = await one('SELECT id FROM users WHERE email = $1', [HEAVY_EMAIL]);
    const typical = await one(`SELECT id FROM users WHERE email = 'talker77@bench.test'`);
    const busyOwner = await one(
      `SELECT owner_user_id AS id, count(*)::int AS n FROM conversations
       GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    const threadsOf = async (id) =>
      (
        await db.query(
          `SELECT id FROM conversations WHERE owner_user_id = $1 OR guest_user_id = $1 ORDER BY id`,
          [id],
        )
      ).rows.map((r) => r.id);
    const adverts = (
      await db.query(
        `SELECT a.id, a.slug FROM adverts a JOIN categories c ON c.id = a.category_id
         WHERE a.status = 1 AND a.is_active AND c.is_active AND a.id % 997 = 0 LIMIT 400`,
      )
    ).rows;
    const total = (await one('SELECT count(*)::int AS n FROM conversations')).n;
    return {
      total,
      heavy: { id: heavy.id, threads: await threadsOf(heavy.id) },
      typical: { id: typical.id, threads: await threadsOf(typical.id) },
      busyOwner: { id: busyOwner.id, threads: await threadsOf(busyOwner.id) },
      adverts,
    };
  } finally {
    await db.end();
  }
}

/** EXPLAIN ANALYZE of the list's read (conversations.repository.ts) and of the card's. */
export async function explainTalk(databaseUrl, userId, advertId) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const plan = async (query, params) =>
      (await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`, params)).rows.map(
        (r) => r['QUERY PLAN'],
      );
    const list = await plan(
      `SELECT c.id FROM (
         (SELECT * FROM conversations WHERE owner_user_id = $1
          ORDER BY last_message_at DESC, id DESC LIMIT 20)
         UNION ALL
         (SELECT * FROM conversations WHERE guest_user_id = $1
          ORDER BY last_message_at DESC, id DESC LIMIT 20)) c
       JOIN users u ON u.id = CASE WHEN c.owner_user_id = $1 THEN c.guest_user_id ELSE c.owner_user_id END
       ORDER BY c.last_message_at DESC, c.id DESC LIMIT 20`,
      [userId],
    );
    const card = await plan(
      `SELECT u.id, (SELECT count(*) FROM adverts o JOIN categories oc ON oc.id = o.category_id
                     WHERE o.user_id = u.id AND o.status = 1 AND o.is_active AND oc.is_active),
              r.answered, r.median
       FROM adverts a JOIN categories c ON c.id = a.category_id JOIN users u ON u.id = a.user_id
       CROSS JOIN LATERAL (
         SELECT count(*) AS answered,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY first_reply_seconds) AS median
         FROM conversations WHERE owner_user_id = u.id AND created_at >= now() - interval '90 days'
           AND first_reply_seconds IS NOT NULL) r
       WHERE a.id = $1 AND advert_is_public(a.status, a.is_active, c.is_active)`,
      [advertId],
    );
    return { list, card };
  } finally {
    await db.end();
  }
}

/**
 * Reads every table and index of a PostgreSQL data set into the server's shared buffers
 * (pg_prewarm), so "warm" figures do not depend on what the machine read last. At 1,000,000
 * adverts the data set is about 3 GB: it stays in memory only when shared_buffers holds it
 * (docs/operations.md); the result files note the setting.
 */
import pg from 'pg';

export async function warmPostgres(databaseUrl) {
  if (!databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const { rows } = await client.query(
      `SELECT sum(pg_prewarm(c.oid, 'buffer'))::bigint AS blocks
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i', 'm') AND c.relpersistence = 'p'`,
    );
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const { rows: setting } = await client.query('SHOW shared_buffers');
    const mb = Math.round((Number(rows[0].blocks) * 8) / 1024);
    console.log(`warmed ${mb} MB in ${seconds} s (shared_buffers ${setting[0].shared_buffers})`);
    return { seconds, mb, sharedBuffers: setting[0].shared_buffers };
  } catch (error) {
    // Without the extension (a managed server), the first calls of each run warm it instead.
    console.log(`not warmed: ${error.message}`);
    return undefined;
  } finally {
    await client.end();
  }
}

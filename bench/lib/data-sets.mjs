/** The generated PostgreSQL data sets the suites read, and the copies that some of them change. */
import pg from 'pg';

/** `serverUrl` with its database replaced by `name`. */
export const withDb = (serverUrl, name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The newest ready data set of `adverts` adverts (never a copy); its name. */
async function readyName(admin, adverts) {
  const { rows } = await admin.query(
    `SELECT datname FROM pg_database WHERE datname ~ $1
       AND shobj_description(oid, 'pg_database') = 'bench data set ready' ORDER BY oid DESC`,
    [`^bench_${adverts}_g[0-9a-f]+$`],
  );
  const name = rows[0]?.datname;
  if (!name)
    throw new Error(
      `no data set of ${adverts} adverts: run npm run bench -- --adverts ${adverts} --db postgres --prepare-only`,
    );
  return name;
}

async function withAdmin(serverUrl, work) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of the newest ready data set of `adverts` adverts, for reading only. */
export const readyDataSet = (serverUrl, adverts) =>
  withAdmin(serverUrl, async (admin) => withDb(serverUrl, await readyName(admin, adverts)));

/**
 * The URL of `<data set>_<suffix>`, copied once from the newest ready data set: suites that write
 * work on their copy, and the data set itself is left as it is.
 */
export const copyOfDataSet = (serverUrl, adverts, suffix) =>
  withAdmin(serverUrl, async (admin) => {
    const source = await readyName(admin, adverts);
    const copy = `${source}_${suffix}`;
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [copy]);
    if (found.rowCount === 0) {
      console.log(`copying ${source} to ${copy} (the data set itself is left as it is)`);
      // The template must have no other sessions while it is copied: try a few times.
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE ${copy} TEMPLATE ${source}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((r) => setTimeout(r, 5000));
        }
      }
    }
    return withDb(serverUrl, copy);
  });

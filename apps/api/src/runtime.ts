import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, type BuildAppOptions } from './app';
import type { AppConfig } from './config/app-config';
import type { Env } from './config/env';
import { resolveJwtSecret } from './config/secrets';
import { openEmbeddedDatabase, openServerDatabase, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { misfitWarning } from './db/misfit-warning';
import { seedDatabase } from './db/seed';
import { createRedisRateLimiter } from './lib/rate-limiter';
import { startJobs } from './jobs';
import { logFormat, loggerOptions } from './lib/logging';
import { listenForBackups } from './backup/backup-socket';
import { createLocalDeletionGate } from './backup/deletion-gate';
import { writeEmbeddedBackup } from './backup/embedded-backup';
import { keepNewFilesPrivate, makePrivateDir, tightenTree } from './lib/private-files';

export interface Runtime {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Everything `npm start` does before listening: data dir, database, migrations, seed, app.
 * `logger` replaces the one the settings describe (tests read what the start logs).
 */
export async function startRuntime(
  env: Env,
  options: { logger?: BuildAppOptions['logger'] } = {},
): Promise<Runtime> {
  keepNewFilesPrivate();
  const dataDir = path.resolve(env.DATA_DIR);
  makePrivateDir(dataDir);
  // The database, its secret, uploads and backups are the server's user's alone: a folder left
  // open to others (made by hand, by an older version, by a restore) is closed before use.
  const loosened = await tightenTree(dataDir);
  const cleanups: Array<() => unknown> = [];

  let database: Database;
  if (env.DATABASE_URL) {
    database = await openServerDatabase(env.DATABASE_URL);
  } else {
    cleanups.push(await lockDataDir(dataDir));
    database = await openEmbeddedDatabase(path.join(dataDir, 'db'));
  }
  cleanups.unshift(() => database.close());
  await database.migrate();
  // PGlite lays out a new data directory with files open to all (inside our 0700 folder):
  // closed at once, and not worth a warning, as the server made them itself.
  if (database.kind === 'embedded') await tightenTree(path.join(dataDir, 'db'));

  const config: AppConfig = {
    ...env,
    DATA_DIR: dataDir,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };

  let redis: Redis | undefined;
  if (env.REDIS_URL) {
    redis = new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 });
    cleanups.unshift(() => redis?.quit());
  }

  const deletionGate = database.kind === 'embedded' ? createLocalDeletionGate() : undefined;
  const app = await buildApp({
    config,
    database,
    deletionGate,
    limiter: redis ? createRedisRateLimiter(redis) : undefined,
    logger: options.logger ?? loggerOptions(env),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist,
  });
  cleanups.unshift(() => app.close());

  if (loosened > 0)
    app.log.warn(
      `${loosened} files and folders in ${dataDir} could be read by other users of this machine: now only by this server's user (folders 0700, files 0600)`,
    );
  const misfits = await misfitWarning(database.db);
  if (misfits) app.log.warn(misfits);
  app.log.info(`Demo data ${env.SEED_DEMO ? 'on' : 'off'} (${env.seedDemoReason})`);
  if (env.SEED_DEMO)
    await seedDatabase({
      db: database.db,
      log: app.log,
      dataDir,
      storage: app.storage,
      // A logger given by the caller is read as JSON lines.
      logFormat: options.logger ? 'json' : logFormat(env),
    });
  const stopJobs = startJobs(app);
  cleanups.unshift(stopJobs);
  if (deletionGate) {
    // `npm run backup` asks this process: only it can copy the embedded database consistently.
    const stopListening = await listenForBackups(
      dataDir,
      (target) =>
        writeEmbeddedBackup({ database, storage: app.storage, gate: deletionGate, target }),
      app.log,
    );
    cleanups.unshift(stopListening);
  }

  return {
    app,
    database,
    async close() {
      for (const cleanup of cleanups) await cleanup();
    },
  };
}

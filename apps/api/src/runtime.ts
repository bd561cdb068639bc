import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, type AppConfig } from './app';
import type { Env } from './config/env';
import { resolveJwtSecret } from './config/secrets';
import { openEmbeddedDatabase, openServerDatabase, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedDatabase } from './db/seed';
import { createRedisRateLimiter } from './lib/rate-limiter';
import { startJobs } from './jobs';
import { loggerOptions } from './lib/logging';
import { listenForBackups } from './backup/backup-socket';
import { createLocalDeletionGate } from './backup/deletion-gate';
import { writeEmbeddedBackup } from './backup/embedded-backup';

export interface Runtime {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Everything `npm start` does before listening: data dir, database, migrations, seed, app. */
export async function startRuntime(env: Env): Promise<Runtime> {
  const dataDir = path.resolve(env.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  const cleanups: Array<() => unknown> = [];

  let database: Database;
  if (env.DATABASE_URL) {
    database = await openServerDatabase(env.DATABASE_URL);
  } else {
    cleanups.push(lockDataDir(dataDir));
    database = await openEmbeddedDatabase(path.join(dataDir, 'db'));
  }
  cleanups.unshift(() => database.close());
  await database.migrate();

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
    logger: loggerOptions(env),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist,
  });
  cleanups.unshift(() => app.close());

  app.log.info(`Demo data ${env.SEED_DEMO ? 'on' : 'off'} (${env.seedDemoReason})`);
  if (env.SEED_DEMO)
    await seedDatabase({ db: database.db, log: app.log, dataDir, storage: app.storage });
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

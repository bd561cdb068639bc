/**
 * The whole cluster of the cluster check and the soak: a private PostgreSQL, an S3 bucket
 * (s3rver), Redis (db 13 of 127.0.0.1:6379, emptied first, when it answers), two API processes
 * and nginx in front. `stop()` ends everything it started, and so does any exit of the script.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort, startProcess, waitForHttp } from '../lib/procs.mjs';
import { JWT_SECRET, here as benchDir, root } from '../lib/suite.mjs';
import { startFront } from './nginx.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';

const REDIS_URL = 'redis://127.0.0.1:6379/13';

const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() || true));
    socket.once('error', () => resolve(false));
  });

async function emptyRedis() {
  if (!(await answers(6379))) return undefined;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  await redis.quit();
  return REDIS_URL;
}

async function startS3(dir) {
  const s3 = startProcess(process.execPath, [path.join(benchDir, 'cluster/s3-server.mjs'), dir]);
  const port = Number(await s3.firstLine());
  return { url: `http://S3RVER:S3RVER@127.0.0.1:${port}/pictures`, stop: () => s3.stop() };
}

/** One API process as `npm start` runs it; `restart()` starts it again on the same port. */
function apiProcess(name, port, env, logDir) {
  let proc;
  let starts = 0;
  const api = {
    name,
    port,
    get pid() {
      return proc.child.pid;
    },
    async start() {
      proc = startProcess(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root,
        logFile: path.join(logDir, `${name}-${++starts}.log`),
        env: { ...env, PORT: String(port) },
      });
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, 300, proc);
    },
    get alive() {
      return proc.child.exitCode === null && proc.child.signalCode === null;
    },
    /** SIGKILL: no graceful end, as when a machine or a process dies. */
    async kill() {
      proc.child.kill('SIGKILL');
      await proc.exited;
    },
    stop: () => proc.stop(),
  };
  return api;
}

export async function startStack({ logName }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'estate-cluster-'));
  const logDir = path.join(benchDir, 'results', 'tmp', logName);
  mkdirSync(logDir, { recursive: true });
  const stoppers = [() => rmSync(work, { recursive: true, force: true })];
  const stop = async () => {
    for (const s of stoppers.splice(0).reverse()) await s();
  };
  try {
    const pg = await startPrivatePostgres({ keepLogAs: path.join(logDir, 'postgres.log') });
    stoppers.push(() => pg.remove());
    await pg.query('CREATE DATABASE estate');
    const s3 = await startS3(path.join(work, 's3'));
    stoppers.push(() => s3.stop());
    const redisUrl = await emptyRedis();
    const ports = [await freePort(), await freePort()];
    const frontPort = await freePort();
    const env = {
      HOST: '127.0.0.1',
      DATABASE_URL: pg.url('estate'),
      REDIS_URL: redisUrl ?? '',
      S3_URL: s3.url,
      JWT_SECRET,
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${frontPort}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // The soak's readers share one address: the costly read budget (decision 0054) is not
      // what it checks.
      COSTLY_READS_AT_ONCE: '1000',
      COSTLY_READS_PER_MINUTE: '100000',
    };
    const apis = [
      apiProcess(
        'api-1',
        ports[0],
        { ...env, DATA_DIR: path.join(work, 'data-1'), SEED_DEMO: 'true' },
        logDir,
      ),
      apiProcess(
        'api-2',
        ports[1],
        { ...env, DATA_DIR: path.join(work, 'data-2'), SEED_DEMO: 'false' },
        logDir,
      ),
    ];
    // One after the other: the first migrates and seeds the demo data, the second finds it.
    for (const api of apis) {
      await api.start();
      stoppers.push(() => api.stop());
    }
    const front = await startFront(ports, frontPort, logDir);
    stoppers.push(() => front.stop());
    const base = `http://127.0.0.1:${front.port}`;
    await waitForHttp(`${base}/api/health`, 30);
    return { base, pg, apis, front, redisUrl, logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

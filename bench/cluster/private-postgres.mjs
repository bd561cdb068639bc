/**
 * A private PostgreSQL cluster in a temporary folder on a free port, so that stopping and
 * restarting it never touches the machine's own server. initdb refuses to run as root: as root,
 * the binaries run as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, runToEnd } from '../lib/procs.mjs';

const asRoot = process.getuid?.() === 0;
const command = (bin, args) =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
const run = (bin, args) => runToEnd(...command(bin, args));

/** An empty folder the server's user owns, with a fresh cluster in `data`. */
async function initCluster() {
  try {
    execFileSync('pg_ctl', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('pg_ctl is not on PATH: install PostgreSQL (apt-get install postgresql)');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'estate-pg-'));
  if (asRoot) {
    const [, , uid, gid] = execFileSync('getent', ['passwd', 'postgres']).toString().split(':');
    chownSync(dir, Number(uid), Number(gid));
  }
  const dataDir = path.join(dir, 'data');
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  return { dir, dataDir };
}

async function queryOn(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** `keepLogAs`: where the server's log is copied when the cluster is removed. */
export async function startPrivatePostgres({ keepLogAs } = {}) {
  const { dir, dataDir } = await initCluster();
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const pgCtl = (...args) => run('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);
  const state = { running: false };
  const start = async () => {
    await pgCtl('-l', path.join(dir, 'server.log'), '-o', options, 'start');
    state.running = true;
  };
  /** A fast shutdown: open connections are ended, as in a real restart. */
  const stop = async () => {
    await pgCtl('-m', 'fast', 'stop');
    state.running = false;
  };
  // Whatever ends the script, the cluster and its folder go with it.
  const removeNow = () => {
    if (state.running) {
      const [bin, args] = command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      try {
        execFileSync(bin, args, { stdio: 'ignore' });
      } catch {
        // already stopped
      }
    }
    state.running = false;
    if (keepLogAs) copyFileSync(path.join(dir, 'server.log'), keepLogAs);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', removeNow);
  await start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    query: (text, params = [], database = 'postgres') => queryOn(url(database), text, params),
    stop,
    start,
    async remove() {
      if (state.running) await stop().catch(() => undefined);
      removeNow();
      process.off('exit', removeNow);
    },
  };
}

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_BASE_URL, E2E_PORT, REPO_ROOT, SERVER_LOG, SERVER_PID } from './server';
import { buildUsesTiles, LOCAL_TILE_URL, startTileServer } from './tile-server';

/** Builds the web app when needed, then starts the real server on a fresh embedded database. */
export default async function globalSetup() {
  // WEB_DIST_DIR points the server at another build (the server reads it too).
  // Maps draw from a local tile server (never the internet): the build must name it.
  process.env.VITE_MAP_TILE_URL ||= LOCAL_TILE_URL;
  if (process.env.VITE_MAP_TILE_URL === LOCAL_TILE_URL) await startTileServer();
  const distDir = process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist');
  const dist = path.join(distDir, 'index.html');
  const stale = !buildUsesTiles(distDir, process.env.VITE_MAP_TILE_URL);
  if (!fs.existsSync(dist) || stale || process.env.E2E_REBUILD === 'true') {
    const build = spawnSync('npm', ['run', 'build', '-w', '@estate/web'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The web build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-e2e-data-'));
  const log = fs.openSync(SERVER_LOG, 'w');
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: E2E_BASE_URL,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      // A spec that makes accounts of its own through the API names an address of its own
      // (X-Forwarded-For), so the run's shared address keeps its hourly registrations.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.writeFileSync(SERVER_PID, String(server.pid));
  server.unref();

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const tail = fs.readFileSync(SERVER_LOG, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`The server did not become healthy. Last log lines:\n${tail}`);
}

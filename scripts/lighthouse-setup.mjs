// What scripts/lighthouse.mjs measures with: the web build, its home page's JavaScript, a server
// with the demo data, the system Chromium and one Lighthouse run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-lighthouse-'));
const cleanups = [];

/** Stops what was started (server, browser), newest first. */
export function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch {
      /* already gone */
    }
  }
  cleanups.length = 0;
}
process.on('SIGINT', () => (cleanup(), process.exit(130)));
process.on('SIGTERM', () => (cleanup(), process.exit(143)));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The web build to measure: LIGHTHOUSE_WEB_DIST, or a fresh one in the temporary folder. */
export function buildWeb() {
  if (process.env.LIGHTHOUSE_WEB_DIST) return path.resolve(ROOT, process.env.LIGHTHOUSE_WEB_DIST);
  const outDir = path.join(tmp, 'dist');
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('The web build failed');
  return outDir;
}

/**
 * The JavaScript the home route loads up front: the entry script and the chunks index.html
 * preloads (the server adds no module preloads for `/`). Gzip level 9, as the build writes it.
 */
export function homeInitialJs(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    files.add(m[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = fs.readFileSync(path.join(distDir, file.replace(/^\//, '')));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { files: [...files], rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

/** The API serving `distDir` on a free port, with a fresh data folder holding the demo data. */
export async function startServer(distDir) {
  const port = await freePort();
  const log = fs.openSync(path.join(tmp, 'server.log'), 'w');
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      WEB_DIST_DIR: distDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  cleanups.push(() => server.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  console.log('Starting the server with demo data…');
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not start; see ${path.join(tmp, 'server.log')}`);
}

/** Starts Chromium with a debugging port and returns that port. */
export function startChrome() {
  return new Promise((resolve, reject) => {
    const chrome = spawn(
      CHROME_PATH,
      [
        ...CHROME_FLAGS,
        '--remote-debugging-port=0',
        `--user-data-dir=${path.join(tmp, 'chrome-profile')}`,
        '--no-first-run',
        '--no-default-browser-check',
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    cleanups.push(() => chrome.kill('SIGTERM'));
    let output = '';
    chrome.stderr.on('data', (chunk) => {
      output += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (m) resolve(Number(m[1]));
    });
    chrome.once('error', reject);
    chrome.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`)),
    );
  });
}

/** One Lighthouse run; a trace now and then lacks its navigation start (NO_NAVSTART): ask again. */
export async function measure(url, port) {
  const { default: lighthouse } = await import('lighthouse');
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES },
      undefined,
    );
    if (result && !result.lhr.runtimeError) return result;
    console.log(`  ${result?.lhr.runtimeError?.code ?? 'no result'}; trying again`);
  }
  throw new Error(`Lighthouse could not measure ${url}`);
}

/** The temporary folder goes last: the server may still be closing its files. */
export function removeTmp() {
  try {
    fs.rmSync(tmp, { recursive: true, force: true });
  } catch {
    /* still in use */
  }
}

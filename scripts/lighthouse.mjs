#!/usr/bin/env node
// Lighthouse (mobile) against the home page, the property list and one advert detail page of a
// server started here: fresh data folder with the demo data, the web app built into a temporary
// folder. Reports go to lighthouse-results/ (only the summary is committed).
//
//   npm run lighthouse                      build, seed, measure
//   LIGHTHOUSE_WEB_DIST=apps/web/dist npm run lighthouse   reuse a build
//   CHROME_PATH=/path/to/chromium npm run lighthouse       another browser (default /usr/bin/chromium)
//   LIGHTHOUSE_RUNS=5 npm run lighthouse                   runs per page; the median is kept (default 3)
//   LIGHTHOUSE_LANG=tr npm run lighthouse                  the pages in Turkish (`?lang=tr`); reports get `-tr`
//
// Lighthouse never downloads a browser here: it drives the system Chromium over its debugging port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'lighthouse-results');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 };
const HOME_JS_BUDGET_KB = 170;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const LANG = process.env.LIGHTHOUSE_LANG === 'tr' ? 'tr' : 'en';
const SUFFIX = LANG === 'en' ? '' : `-${LANG}`;
const inLanguage = (url) => (LANG === 'en' ? url : `${url}?lang=${LANG}`);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-lighthouse-'));
const cleanups = [];
const cleanup = () => {
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch {
      /* already gone */
    }
  }
  cleanups.length = 0;
};
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

function buildWeb() {
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

/** The JavaScript the home route loads up front: the entry script and its preloaded chunks. */
function homeInitialJs(distDir) {
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

async function startServer(distDir) {
  const port = await freePort();
  const dataDir = path.join(tmp, 'data');
  const log = fs.openSync(path.join(tmp, 'server.log'), 'w');
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
function startChrome() {
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
async function measure(url, port) {
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

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  const distDir = buildWeb();
  const js = homeInitialJs(distDir);
  const base = await startServer(distDir);
  const res = await fetch(`${base}/api/adverts?size=1`);
  const first = await res.json();
  if (!res.ok) throw new Error(`GET /api/adverts answered ${res.status}: ${first.message}`);
  const slug = first.content?.[0]?.slug;
  if (!slug) throw new Error('The demo data has no public advert');

  const pages = [
    { name: 'home', url: inLanguage(`${base}/`) },
    { name: 'properties', url: inLanguage(`${base}/properties`) },
    { name: 'advert-detail', url: inLanguage(`${base}/property/${slug}`) },
  ];
  const port = await startChrome();
  const rows = [];
  for (const p of pages) {
    console.log(`Lighthouse: ${p.url}`);
    // Scores move with the machine's load: keep the run with the median performance score.
    const runs = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await measure(p.url, port));
    runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const result = runs[Math.floor(runs.length / 2)];
    if (RUNS > 1) {
      const all = runs.map((r) => Math.round(r.lhr.categories.performance.score * 100));
      console.log(`  performance over ${RUNS} runs: ${all.join(', ')}`);
    }
    const [html, json] = result.report;
    fs.writeFileSync(path.join(RESULTS, `${p.name}${SUFFIX}.report.html`), html);
    fs.writeFileSync(path.join(RESULTS, `${p.name}${SUFFIX}.report.json`), json);
    const lhr = result.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id} (${Math.round(a.score * 100)})`);
    const metrics = {
      fcp: lhr.audits['first-contentful-paint']?.displayValue,
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
      tbt: lhr.audits['total-blocking-time']?.displayValue,
      cls: lhr.audits['cumulative-layout-shift']?.displayValue,
    };
    rows.push({ page: p.name, path: new URL(p.url).pathname, scores, metrics, failing });
  }
  cleanup();

  const pad = (s, n) => String(s).padEnd(n);
  console.log(`\n${pad('page', 15)}${CATEGORIES.map((c) => pad(c, 16)).join('')}`);
  for (const r of rows) {
    const cells = CATEGORIES.map((c) => {
      const ok = r.scores[c] >= TARGETS[c];
      return pad(`${r.scores[c]}${ok ? '' : ` (<${TARGETS[c]})`}`, 16);
    });
    console.log(`${pad(r.page, 15)}${cells.join('')}`);
  }
  const jsOk = js.gzipKb <= HOME_JS_BUDGET_KB;
  console.log(
    `\nHome route initial JS: ${js.gzipKb.toFixed(1)} KB gzipped (${js.rawKb.toFixed(1)} KB raw, ` +
      `${js.files.length} file(s)); budget ${HOME_JS_BUDGET_KB} KB: ${jsOk ? 'met' : 'OVER'}`,
  );
  for (const r of rows) {
    if (r.failing.length) console.log(`${r.page}: audits below 90: ${r.failing.join(', ')}`);
  }

  const summary = {
    date: new Date().toISOString(),
    settings: `Lighthouse 12 default mobile emulation with simulated throttling; Chromium headless; median of ${RUNS} run(s) per page; language ${LANG}`,
    targets: TARGETS,
    homeInitialJs: { gzipKb: Number(js.gzipKb.toFixed(1)), budgetKb: HOME_JS_BUDGET_KB },
    pages: rows,
  };
  fs.writeFileSync(
    path.join(RESULTS, `summary${SUFFIX}.json`),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  const md = [
    '# Lighthouse summary',
    '',
    `Run ${summary.date} with \`npm run lighthouse\` (${summary.settings}).`,
    '',
    `| Page | Path | ${CATEGORIES.join(' | ')} | LCP | TBT | CLS |`,
    `|---|---|${CATEGORIES.map(() => '---').join('|')}|---|---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.page} | \`${r.page === 'advert-detail' ? '/property/{slug}' : r.path}\` | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${r.metrics.lcp} | ${r.metrics.tbt} | ${r.metrics.cls} |`,
    ),
    '',
    `Targets: performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO ≥ 95.`,
    '',
    `Home route initial JS: **${js.gzipKb.toFixed(1)} KB** gzipped (budget ${HOME_JS_BUDGET_KB} KB).`,
    '',
    ...rows.flatMap((r) =>
      r.failing.length ? [`- ${r.page}: audits below 90: ${r.failing.join(', ')}`] : [],
    ),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(RESULTS, `summary${SUFFIX}.md`), md);
  console.log(`\nReports: ${path.relative(ROOT, RESULTS)}/`);
  try {
    fs.rmSync(tmp, { recursive: true, force: true });
  } catch {
    /* the server may still be closing its files */
  }
}

main().catch((error) => {
  cleanup();
  console.error(error);
  process.exit(1);
});

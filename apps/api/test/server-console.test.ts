import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAssetRequest, openAddress } from '../src/lib/logging';

// What `npm start` prints (README "Start"): one line to open, and no line per script or picture.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'server-console-'));
const webDist = path.join(work, 'web');
let child: ChildProcess;
let port = 0;
const lines: Array<{ msg?: string; req?: { url?: string } }> = [];
let stderr = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });

async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Waited in vain for ${what}`);
}

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-the-server',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: webDist,
      SMTP_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const complete = text.split('\n');
    rest = complete.pop() ?? '';
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as never);
  });
  await until(() => lines.some((l) => l.msg?.startsWith('open ')), `the open line (${stderr})`);
}, 150_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the server console', () => {
  it('prints one line with the address to open, and no line per interface', () => {
    const open = lines.filter((l) => l.msg?.startsWith('open '));
    expect(open.map((l) => l.msg)).toEqual([`open http://127.0.0.1:${port}`]);
    expect(lines.filter((l) => /listening at/i.test(l.msg ?? ''))).toEqual([]);
    // Nothing else on the console either: no deprecation warnings from the framework.
    expect(stderr).toBe('');
  });

  it('logs an API request but not the asset requests, at the default level', async () => {
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/assets/app-1a2b3c.js`)).status).toBe(200);
    expect((await fetch(`${base}/favicon.ico`)).status).toBeGreaterThan(0);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await until(() => lines.some((l) => l.req?.url === '/api/health'), 'the health request line');
    const urls = lines.map((l) => l.req?.url).filter(Boolean);
    expect(urls).toContain('/api/health');
    expect(urls.filter((url) => url!.startsWith('/assets/') || url === '/favicon.ico')).toEqual([]);
  });
});

describe('isAssetRequest and openAddress', () => {
  it.each([
    ['/assets/app-1a2b3c.js', true],
    ['/assets/app.css?v=2', true],
    ['/favicon.ico', true],
    ['/api/images/file/adverts/1/a.webp', true],
    ['/property/sunny-flat', false],
    ['/dashboard/tour-requests?tab=owner', false],
    ['/api/adverts', false],
    ['/api/tourRequest/1/calendar.ics', false],
  ])('%s is an asset: %s', (url, asset) => expect(isAssetRequest(url)).toBe(asset));

  it('names this machine for a wildcard host, and keeps a named one', () => {
    expect(openAddress('0.0.0.0', 8080)).toBe('http://localhost:8080');
    expect(openAddress('::', 8080)).toBe('http://localhost:8080');
    expect(openAddress('127.0.0.1', 8205)).toBe('http://127.0.0.1:8205');
    expect(openAddress('::1', 8205)).toBe('http://[::1]:8205');
  });
});

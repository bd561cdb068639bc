/**
 * `npm run bench -- --suite uploads [--duration S] [--tag NAME]`:
 *
 * (a) POST /images/{advertId} of a 4 MB JPEG (noise: it does not compress) at 1, 2 and 4
 *     uploads at a time: p50/p95 and pictures per second; the property list p95 (4 connections,
 *     a signed-in caller, so no visitor cache) alone and while 4 uploads run.
 * (b) 20 uploads of 5 MB at once: the rise of the server's resident memory (sampled every 20 ms
 *     from /proc/<pid>/status, and VmHWM after resetting it).
 *
 * The real server runs on a fresh embedded database with the demo data; uploads go to adverts
 * the demo customer posts first (10 pictures at most per advert).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failedOf } from '../lib/report.mjs';
import { loadOf, meta, procMb, round, save, startApi, suiteArgs, summary } from '../lib/suite.mjs';
import { createAdverts, login, noiseJpeg, slotsOf, uploadOnce } from './upload-client.mjs';

const args = suiteArgs({
  duration: { type: 'string', default: '15' },
});
const seconds = Number(args.duration);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
const api = await startApi('uploads', { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });

/** `workers` uploaders back to back for `seconds`: each upload's time and the pictures a second. */
async function uploadsFor(base, token, slots, file, workers, secs) {
  const times = [];
  let failed = 0;
  const end = Date.now() + secs * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const r = await uploadOnce(base, token, slots.next(), file);
        if (r.ok) times.push(r.ms);
        else failed += 1;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return { ...summary(times), failed, picturesPerSecond: round(times.length / elapsed) };
}

const listPaths = Array.from(
  { length: 40 },
  (_, i) =>
    `/api/adverts?page=${i % 5}&size=10&sort=${['title', 'price', 'createAt'][i % 3]}&type=DESC`,
);
const listLoad = (base, token) =>
  loadOf({
    url: base,
    paths: listPaths,
    connections: 4,
    duration: seconds,
    warmup: 2,
    headers: { authorization: token },
  });

/**
 * (b) On a server of its own, so that the baseline is an idle server's and not one that already
 * grew under (a): 20 uploads of 5 MB at once, resident memory sampled every 20 ms.
 */
async function memoryBurst() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-memory-'));
  const server = await startApi('uploads-memory', {
    DATA_DIR: dir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
  });
  try {
    const token = await login(server.base);
    const slots = slotsOf(await createAdverts(server.base, token, 20));
    const five = await noiseJpeg(5 * 1024 * 1024 - 64 * 1024);
    // One picture first: what every upload needs once (sharp, libvips) is not counted as a rise.
    await uploadOnce(server.base, token, slots.next(), five);
    await new Promise((r) => setTimeout(r, 3000));
    const before = procMb(server.pid, 'VmRSS');
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, procMb(server.pid, 'VmRSS'))), 20);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => uploadOnce(server.base, token, slots.next(), five)),
    );
    clearInterval(sampler);
    const hwm = procMb(server.pid, 'VmHWM');
    return {
      measure: `20 uploads of ${(five.length / 2 ** 20).toFixed(2)} MB at once (fresh server)`,
      ...summary(burst.filter((b) => b.ok).map((b) => b.ms)),
      failed: burst.filter((b) => !b.ok).length,
      rssBeforeMb: before,
      rssPeakSampledMb: round(peak),
      vmHwmMb: hwm,
      rssRiseMb: round(Math.max(peak, hwm) - before),
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const token = await login(api.base);
  const slots = slotsOf(await createAdverts(api.base, token, 120));
  const four = await noiseJpeg(4 * 1024 * 1024);
  const rows = [];
  for (const workers of [1, 2, 4]) {
    const r = await uploadsFor(api.base, token, slots, four, workers, seconds);
    rows.push({
      measure: `upload ${(four.length / 2 ** 20).toFixed(1)} MB JPEG × ${workers} at once`,
      ...r,
    });
  }
  const alone = await listLoad(api.base, token);
  rows.push({
    measure: 'property list, 4 connections, no uploads',
    count: alone.requests,
    p50: alone.p50,
    p95: alone.p95,
    p99: alone.p99,
    max: alone.max,
    failed: failedOf(alone),
  });
  const [busy] = await Promise.all([
    listLoad(api.base, token),
    uploadsFor(api.base, token, slots, four, 4, seconds + 2),
  ]);
  rows.push({
    measure: 'property list, 4 connections, while 4 uploads run',
    count: busy.requests,
    p50: busy.p50,
    p95: busy.p95,
    p99: busy.p99,
    max: busy.max,
    failed: failedOf(busy),
  });

  rows.push(await memoryBurst());
  const ratio = round(busy.p95 / alone.p95);
  const info = meta('uploads', {
    title: 'Upload benchmark: embedded database, demo data',
    durationSeconds: seconds,
  });
  save(`embedded-uploads${args.tag ? `-${args.tag}` : ''}`, info, rows, [
    `Property list p95 while 4 uploads run / without: ${ratio}× (target ≤ 2×).`,
    `Peak RSS rise during 20 concurrent 5 MB uploads: ${rows.at(-1).rssRiseMb} MB (target ≤ 250 MB).`,
  ]);
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

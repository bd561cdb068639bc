/**
 * `npm run bench -- --suite catalogue-import [--rows 1000] [--pictures 200] [--tag NAME]`
 * (docs/catalogue-format.md): the real server on a fresh embedded database with the demo data;
 * the demo agency's owner imports a file of `rows` listings without pictures, then the same file
 * again, then `pictures / 4` listings of 4 pictures each served by a local server (allowed through
 * IMPORT_ALLOWED_HOSTS), counting the fetches in flight. Each time is from the upload to the run's
 * end as its progress says. Targets: 1,000 rows ≤ 30 s, again ≤ 10 s, 200 pictures ≤ 60 s with
 * never more than 4 fetched at once.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { meta, round, save, startApi, suiteArgs } from '../lib/suite.mjs';

const args = suiteArgs({
  rows: { type: 'string', default: '1000' },
  pictures: { type: 'string', default: '200' },
});
const rows = Number(args.rows);
const pictureCount = Number(args.pictures);

/** The picture server: a 1200×900 JPEG of noise (it does not compress), fetches in flight counted. */
const picture = await sharp(
  Buffer.from(Array.from({ length: 1200 * 900 * 3 }, () => Math.random() * 255)),
  {
    raw: { width: 1200, height: 900, channels: 3 },
  },
)
  .jpeg({ quality: 80 })
  .toBuffer();
let inFlight = 0;
let mostInFlight = 0;
let served = 0;
const pictures = http.createServer((_req, res) => {
  inFlight += 1;
  mostInFlight = Math.max(mostInFlight, inFlight);
  // A little latency, as a real server has.
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
    res.on('finish', () => {
      inFlight -= 1;
      served += 1;
    });
  }, 20);
});
await new Promise((resolve) => pictures.listen(0, '127.0.0.1', resolve));
const pictureHost = `127.0.0.1:${pictures.address().port}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
const api = await startApi('catalogue-import', {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  IMPORT_ALLOWED_HOSTS: pictureHost,
});

async function json(res) {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.json();
}
const login = await json(
  await fetch(`${api.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'selin@example.com', password: 'Customer1234' }),
  }),
);
const auth = { authorization: login.token };
const { mine } = await json(await fetch(`${api.base}/api/agencies/mine`, { headers: auth }));
const agencyId = mine.agency.id;

const HEAD =
  'ListingId,PropertyType,PropertySubType,Title,PublicRemarks,ListPrice,Country,City,District,BedroomsTotal,Media';
const listing = (i, media = '') =>
  `BENCH-${i},Residential,Apartment,Bench flat ${i},A bright flat near the sea.,${150000 + i},Türkiye,İstanbul,Kadıköy,${1 + (i % 4)},${media}`;

/** Uploads the file for import and follows its progress: seconds to its end, and the run. */
async function timedImport(csv) {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'listings.csv');
  const run = await json(
    await fetch(`${api.base}/api/agencies/${agencyId}/imports?dryRun=false`, {
      method: 'POST',
      headers: auth,
      body: form,
    }),
  );
  for (;;) {
    const now = await json(
      await fetch(`${api.base}/api/agencies/${agencyId}/imports/${run.id}`, { headers: auth }),
    );
    if (now.status !== 'RUNNING')
      return { seconds: round((performance.now() - started) / 1000), run: now };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const file = [HEAD, ...Array.from({ length: rows }, (_, i) => listing(i))].join('\n');
const first = await timedImport(file);
const again = await timedImport(file);
const withPictures = Math.ceil(pictureCount / 4);
const mediaOf = (i) =>
  Array.from({ length: 4 }, (_, k) => `http://${pictureHost}/p-${i}-${k}.jpg`).join(' ');
const pictureFile = [
  HEAD,
  ...Array.from({ length: withPictures }, (_, i) => listing(rows + i, mediaOf(i))),
].join('\n');
const fetched = await timedImport(pictureFile);

const line = (call, result, target) => ({
  call,
  seconds: result.seconds,
  target,
  status: result.run.status,
  new: result.run.counts.new,
  changed: result.run.counts.changed,
  unchanged: result.run.counts.unchanged,
  refused: result.run.counts.refused,
  reportLines: result.run.problems,
});
const results = [
  line(`${rows} rows, no pictures`, first, '≤ 30 s'),
  line(`the same ${rows} rows again`, again, '≤ 10 s'),
  {
    ...line(`${withPictures} rows, ${withPictures * 4} pictures`, fetched, '≤ 60 s'),
    picturesServed: served,
    mostAtOnce: mostInFlight,
  },
];
save(
  `embedded-catalogue-import${args.tag ? `-${args.tag}` : ''}`,
  {
    ...meta('catalogue-import', { rows, pictures: withPictures * 4 }),
    title: 'Catalogue import: rows and pictures',
  },
  results,
  [
    'Times run from the upload to the end of the background run as its progress reports it (read every 200 ms).',
    `Pictures: a 1200×900 JPEG of ${Math.round(picture.length / 1024)} KB from a local server with 20 ms latency; at most ${mostInFlight} fetched at once.`,
  ],
);
await api.stop();
pictures.close();
rmSync(dataDir, { recursive: true, force: true });

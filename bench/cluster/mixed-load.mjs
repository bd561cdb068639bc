/**
 * The mixed load of the cluster check and the soak, in its own process:
 *   node bench/cluster/mixed-load.mjs spec.json
 * spec: { base, seconds, rate, concurrency, customers: [{ token, address }], staffToken, adverts: [{ id,
 * slug }], place: { advertType, category, country, city, district }, jpegFile, searchPaths }.
 * `concurrency` loops share `rate` requests a second for `seconds` (or until SIGTERM), loopback
 * only. Prints one JSON line per request: [kind, status (0: no answer), started at (epoch ms),
 * duration (ms), method].
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const jpeg = readFileSync(spec.jpegFile);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const json = (token) => ({ authorization: token, 'content-type': 'application/json' });

async function send(kind, method, path, init = {}) {
  const startedAt = Date.now();
  const t0 = performance.now();
  let status = 0;
  let body;
  try {
    const res = await fetch(spec.base + path, {
      method,
      ...init,
      signal: AbortSignal.timeout(30_000),
    });
    status = res.status;
    body = await res.text();
  } catch {
    // no answer: counted as status 0
  }
  const ms = Math.round((performance.now() - t0) * 10) / 10;
  process.stdout.write(`${JSON.stringify([kind, status, startedAt, ms, method])}\n`);
  return { status, body };
}

/**
 * A request from one customer's own loopback address (127.0.X.Y), so the front sees people on
 * their own machines: per-address limits then apply per customer, as they would in service.
 * `payload` goes as JSON, or as it is when it is a multipart form. Answers the status and body.
 */
async function sendFrom(customer, kind, method, path, payload) {
  const startedAt = Date.now();
  const t0 = performance.now();
  const { body, type } = await encoded(payload);
  const record = (status) => {
    const ms = Math.round((performance.now() - t0) * 10) / 10;
    process.stdout.write(`${JSON.stringify([kind, status, startedAt, ms, method])}\n`);
  };
  return new Promise((resolve) => {
    const answer = (status, text) => (record(status), resolve({ status, body: text }));
    const req = http.request(
      spec.base + path,
      {
        method,
        localAddress: customer.address,
        timeout: 30_000,
        headers: {
          authorization: customer.token,
          'content-type': type,
          'content-length': body.length,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => answer(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
        res.on('error', () => answer(0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => answer(0));
    req.end(body);
  });
}

/** A multipart form's bytes and type as fetch would send them; anything else as JSON. */
async function encoded(payload) {
  if (!(payload instanceof FormData))
    return { body: Buffer.from(JSON.stringify(payload)), type: 'application/json' };
  const request = new Request('http://localhost/', { method: 'POST', body: payload });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type'),
  };
}

const parsed = (answer) => {
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
};

function tourTime() {
  const day = new Date(Date.now() + (2 + Math.floor(Math.random() * 80)) * 86_400_000);
  const slot = 20 + Math.floor(Math.random() * 20);
  const hh = String(Math.floor(slot / 2)).padStart(2, '0');
  return `${day.toISOString().slice(0, 10)}T${hh}:${slot % 2 ? '30' : '00'}`;
}

async function postWithPicture() {
  const customer = pick(spec.customers);
  const form = {
    title: `Soak flat ${Math.random().toString(36).slice(2, 10)}`,
    description: 'Posted by the soak load.',
    price: 1000 + Math.floor(Math.random() * 500_000),
    ...spec.place,
    values: [],
  };
  const made = await sendFrom(customer, 'post', 'POST', '/api/adverts', form);
  const id = parsed(made)?.id;
  if (made.status !== 201 || !id) return;
  const body = new FormData();
  body.append('multipartFile', new Blob([jpeg], { type: 'image/jpeg' }), 'soak.jpg');
  await sendFrom(customer, 'picture', 'POST', `/api/images/${id}`, body);
}

async function moderate() {
  const headers = { authorization: spec.staffToken };
  const list = await send('moderation', 'GET', '/api/adverts?status=PENDING&size=5&page=0', {
    headers,
  });
  const listed = parsed(list)?.content ?? [];
  if (listed.length === 0) return;
  // The versions the list showed: an advert edited since refuses the call (409), as for staff.
  await send('moderation', 'PUT', '/api/adverts/admin/status', {
    headers: json(spec.staffToken),
    body: JSON.stringify({
      ids: listed.map((a) => a.id),
      versions: Object.fromEntries(listed.map((a) => [a.id, a.version])),
      status: 'ACTIVATED',
    }),
  });
}

/** What one step of a loop does, by weight (out of 100). */
const MIX = [
  [40, () => send('search', 'GET', pick(spec.searchPaths))],
  [25, () => send('detail', 'GET', `/api/adverts/${pick(spec.adverts).slug}`)],
  [
    12,
    () =>
      sendFrom(pick(spec.customers), 'favourite', 'POST', '/api/favorites', {
        advertId: pick(spec.adverts).id,
      }),
  ],
  [
    9,
    () =>
      sendFrom(pick(spec.customers), 'tour', 'POST', '/api/tourRequest', {
        advert: { id: pick(spec.adverts).id },
        tourTime: tourTime(),
      }),
  ],
  [6, postWithPicture],
  [8, moderate],
];

function nextStep() {
  let roll = Math.random() * 100;
  for (const [weight, step] of MIX) if ((roll -= weight) < 0) return step;
  return MIX[0][1];
}

let stopping = false;
process.on('SIGTERM', () => (stopping = true));
const end = Date.now() + spec.seconds * 1000;
const interval = (spec.concurrency / spec.rate) * 1000;

await Promise.all(
  Array.from({ length: spec.concurrency }, async (_, i) => {
    let next = Date.now() + (i * interval) / spec.concurrency;
    while (!stopping && Date.now() < end) {
      const wait = next - Date.now();
      if (wait > 0) await sleep(wait);
      if (stopping) break;
      next = Math.max(next + interval, Date.now());
      await nextStep()();
    }
  }),
);

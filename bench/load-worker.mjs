/**
 * The load generator, in its own process so that it never shares an event loop with a server:
 *
 *   node bench/load-worker.mjs spec.json
 *
 * spec: { url, paths[], connections, duration, warmup, headers? }. Each request takes the next path of the
 * list (round robin over all connections). Prints one JSON line: requests per second and the
 * exact p50/p95/p99 of every measured response time (autocannon's own summary has no p95).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));

function load(seconds, record) {
  let next = 0;
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    headers: spec.headers ?? {},
    requests: [
      {
        setupRequest(req) {
          const path = spec.paths[next % spec.paths.length];
          next += 1;
          return { ...req, method: 'GET', path };
        },
      },
    ],
  });
  if (record) instance.on('response', (_client, status, _bytes, ms) => record(status, ms));
  return instance;
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

if (spec.warmup > 0) await load(spec.warmup);

const latencies = [];
const statuses = {};
const result = await load(spec.duration, (status, ms) => {
  latencies.push(ms);
  statuses[status] = (statuses[status] ?? 0) + 1;
});
latencies.sort((a, b) => a - b);
const round = (x) => (x === null ? null : Math.round(x * 100) / 100);
console.log(
  JSON.stringify({
    requests: latencies.length,
    rps: Math.round(latencies.length / spec.duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies[latencies.length - 1] ?? null),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);

/**
 * How much a heavy call slows the others: each other call's p95 alone, then while the heavy call
 * runs on its own connections beside it (target: no other call's p95 more than doubled).
 */
import os from 'node:os';
import { loadOf } from './suite.mjs';

/**
 * `others`: [name, paths][]; `heavy`: { paths, connections }. Each other call runs on
 * `connections` connections for `seconds`, alone and then beside the heavy load.
 */
export async function besideRows({ url, others, heavy, connections, seconds }) {
  const rows = [];
  for (const [call, paths] of others) {
    const spec = { url, paths, connections, duration: seconds, warmup: 2 };
    const alone = await loadOf(spec);
    const [beside, heavyRun] = await Promise.all([
      loadOf(spec),
      loadOf({
        url,
        paths: heavy.paths,
        connections: heavy.connections,
        duration: seconds + 3,
        warmup: 0,
      }),
    ]);
    rows.push({
      call,
      'p95 alone': alone.p95,
      'p95 beside': beside.p95,
      times: Math.round((beside.p95 / alone.p95) * 100) / 100,
      'heavy p95': heavyRun.p95,
      'heavy rps': heavyRun.rps,
      // Refusals (503 when the costly-read budget is on) are quick: say how many there were.
      'heavy statuses': JSON.stringify(heavyRun.statuses),
      load: Math.round(os.loadavg()[0] * 10) / 10,
    });
    console.log(rows.at(-1));
  }
  return rows;
}

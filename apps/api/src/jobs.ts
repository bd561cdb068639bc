import type { FastifyInstance } from 'fastify';
import { pruneRateLimitCounters } from './lib/rate-limiter';

/**
 * Periodic housekeeping. Each job is safe to run in several processes at once (idempotent SQL),
 * so no leader election is needed.
 */
export function startJobs(app: FastifyInstance): () => void {
  const jobs: Array<{ everyMs: number; run: () => Promise<unknown> }> = [
    { everyMs: 10 * 60_000, run: () => pruneRateLimitCounters(app.db) },
  ];
  const timers = jobs.map((job) =>
    setInterval(() => {
      job.run().catch((err: unknown) => app.log.error({ err }, 'background job failed'));
    }, job.everyMs).unref(),
  );
  return () => timers.forEach(clearInterval);
}

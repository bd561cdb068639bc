import type { FastifyInstance } from 'fastify';
import type { Job } from './lib/job';

export type { Job };

/** Runs every job of the app (built in compose/jobs.ts) on its interval; the stop function. */
export function startJobs(app: FastifyInstance): () => void {
  const timers = app.scheduledJobs.map((job) =>
    setInterval(() => {
      job
        .run()
        .catch((err: unknown) => app.log.error({ err, job: job.name }, 'background job failed'));
    }, job.everyMs).unref(),
  );
  return () => timers.forEach(clearInterval);
}

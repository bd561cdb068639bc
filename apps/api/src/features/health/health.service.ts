import type { HealthRepository } from './health.repository';

/** The health check: healthy once the database answers. */
export function createHealthService({ repo }: { repo: HealthRepository }) {
  return {
    async check() {
      await repo.ping();
      return { status: 'ok' as const };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer is sent, so the answer's timing does not depend on it (for example
 * whether a reset e-mail went out). Closing the app waits for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once nothing started so far is still running. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const p: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

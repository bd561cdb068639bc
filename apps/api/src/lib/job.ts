/** A periodic housekeeping task (jobs.ts runs them). */
export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

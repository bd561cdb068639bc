/** The current instant, passed to services so a test can hold or move it. */
export interface Clock {
  now(): Date;
}

/** The machine's clock (tests that fake `Date` move this one too). */
export const systemClock: Clock = { now: () => new Date() };

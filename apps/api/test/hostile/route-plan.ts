import { randomBytes } from 'node:crypto';
import type { Actor, World } from './world';

/**
 * Who calls a route and with which real values, so that a refusal comes from the bad value
 * under test and not from a 401 or a missing record. Bad values themselves are generated.
 */
export interface RoutePlan {
  actor: Actor;
  params?: (w: World) => Promise<Record<string, string | number>> | Record<string, string | number>;
  /** A body that passes every check; the schema's own valid value when absent. */
  body?: (w: World) => unknown;
  query?: (w: World) => Record<string, unknown>;
}

/** A short random word, for values that must be unique (e-mail addresses, slugs). */
export const fresh = () => randomBytes(4).toString('hex');
export const staff: RoutePlan = { actor: 'admin' };

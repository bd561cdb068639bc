import type { LightMyRequestResponse } from 'fastify';
import type { Actor, World } from './access-world';

/** One call of the matrix, made as one actor. */
export interface AccessCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** B's strings this call's answer may carry for anyone (see the call for why). */
  mayShow?: string[];
  /** Runs after the answer: renews ended sessions, removes what would blur later calls. */
  after?: (response: LightMyRequestResponse) => Promise<void>;
}

/** Builds the call for one actor, with a fresh record where the call uses one up. */
export type CallBuilder = (w: World, actor: Actor) => Promise<AccessCall> | AccessCall;

export const get = (url: string): AccessCall => ({ method: 'GET', url });

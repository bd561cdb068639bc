import type { LightMyRequestResponse } from 'fastify';
import type { WriteAction } from '../src/lib/write-limits';
import type { TestApp } from './test-app';

/** One account's way to repeat a write, and a look at what that write changes. */
export interface Writer {
  /** The i-th call of this account from `ip`. */
  call(i: number, ip: string): Promise<LightMyRequestResponse>;
  /** What the calls change, as plain data: a refused call leaves it equal. */
  written(): Promise<unknown>;
}

export interface WriteCase {
  name: string;
  action: WriteAction;
  /** What an admitted call answers. */
  admitted: number;
  /** The refusal, when the action keeps a message of its own for account and address alike. */
  refusal?: RegExp;
  /** A fresh account with what its calls need. */
  writer(t: TestApp): Promise<Writer>;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS, type WriteLimits } from '../src/lib/write-limits';
import { makeCatalog, type Catalog } from './factories';
import { createTestApp, type TestApp } from './test-app';
import { writeCases } from './write-limit-cases';
import { talkWriteCases } from './write-limit-cases-talk';
import { safetyWriteCases } from './write-limit-cases-safety';
import { accountWriteCases } from './write-limit-cases-account';
import { emailWriteCases } from './write-limit-cases-email';
import { rateWriteCases } from './write-limit-cases-rates';
import { agencyWriteCases } from './write-limit-cases-agencies';
import { agencyAdvertWriteCases } from './write-limit-cases-agency-adverts';

/**
 * Every write a person can repeat is counted before its work, per account and per client
 * address: the call past an allowance answers 429 with Retry-After and a message, and writes
 * nothing; another account elsewhere goes on; one address is one count whatever the account.
 * Small allowances here, so each limit is met in a few calls.
 */
const PER_ACCOUNT = 2;
const PER_ADDRESS = 3;
const small = Object.fromEntries(
  Object.entries(WRITE_LIMITS).map(([action, limit]) => [
    action,
    { ...limit, perAccount: PER_ACCOUNT, perAddress: PER_ADDRESS },
  ]),
) as unknown as WriteLimits;

let t: TestApp;
let dataDir: string;
let catalog: Catalog;
const cases = [
  ...writeCases(() => catalog),
  ...talkWriteCases(() => catalog),
  ...safetyWriteCases(),
  ...accountWriteCases(),
  ...emailWriteCases(),
  ...rateWriteCases(),
  ...agencyWriteCases(() => catalog),
  ...agencyAdvertWriteCases(() => catalog),
];
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-limits-'));
  t = await createTestApp({ DATA_DIR: dataDir }, { writeLimits: small });
  catalog = await makeCatalog(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let row = 0;
/** Client addresses of one case: its own /24 each. */
const addressesOf = (n: number) => ({ main: `10.9.${n}.1`, other: `10.9.${n}.2` });

function expectRefusal(res: LightMyRequestResponse, message: RegExp) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  expect(res.json()).toEqual({ status: 429, message: expect.stringMatching(message) });
}

const wait = String.raw`Please wait \d+ (seconds?|minutes?|hour) and try again\.$`;

describe('write limits', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { main, other } = addressesOf((row += 1));
    const first = await c.writer(t);
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await first.call(i, main)).statusCode, c.name).toBe(c.admitted);

    const before = await first.written();
    expectRefusal(
      await first.call(PER_ACCOUNT, main),
      c.refusal ?? new RegExp(`^You have .* ${wait}`),
    );
    expect(await first.written(), `${c.name}: a refused call writes nothing`).toEqual(before);

    const elsewhere = await c.writer(t);
    expect((await elsewhere.call(0, other)).statusCode, `${c.name}: another account`).toBe(
      c.admitted,
    );

    // The first account's three calls spent the address's three: a new account there waits too.
    const sameAddress = await c.writer(t);
    const untouched = await sameAddress.written();
    expectRefusal(
      await sameAddress.call(0, main),
      c.refusal ?? new RegExp(`from your network\\. ${wait}`),
    );
    expect(await sameAddress.written()).toEqual(untouched);
  });

  it('has a case for every write limit but those of their own tests', () => {
    const own = ['tourRequest', 'registration', 'confirmationResend'];
    expect(new Set(cases.map((c) => c.action))).toEqual(
      new Set(Object.keys(WRITE_LIMITS).filter((action) => !own.includes(action))),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceSummary, raceRounds } from './race-kit';
import { engagementRaces, postingRaces, raceCast } from './race-scenarios';
import { createTestApp, type TestApp } from './test-app';

/**
 * Calls that collide, fired at once and repeated; after each round the data
 * must be consistent and every caller must have had a clear answer.
 */
let t: TestApp;
let scenarios: ReturnType<typeof engagementRaces> & ReturnType<typeof postingRaces>;
beforeAll(async () => {
  t = await createTestApp();
  const cast = await raceCast(t);
  scenarios = { ...engagementRaces(t, cast), ...postingRaces(t, cast) };
});
afterAll(async () => {
  process.stdout.write(`${raceSummary()}\n`);
  await t.close();
});

const minutes = 4 * 60_000;

describe('races', () => {
  it(
    'one slot approved twice at once: one approval, the others 409',
    { timeout: minutes },
    async () => {
      expect(
        await raceRounds('slot approved twice', (n) => scenarios.slotApprovedTwice(n)),
      ).toEqual([]);
    },
  );

  it(
    'one favourite toggled from two tabs: one row, counter and answers agree',
    { timeout: minutes },
    async () => {
      expect(
        await raceRounds('favourite from two tabs', (n) => scenarios.favouriteTwoTabs(n)),
      ).toEqual([]);
    },
  );

  it('adverts with one title posted at once: distinct slugs', { timeout: minutes }, async () => {
    expect(await raceRounds('same title at once', (n) => scenarios.sameTitle(n))).toEqual([]);
  });

  it(
    'a category deleted while an advert is posted into it: one of them wins',
    { timeout: minutes },
    async () => {
      expect(
        await raceRounds('category deleted while posting', (n) => scenarios.categoryDeleted(n)),
      ).toEqual([]);
    },
  );

  it(
    'a person deleted while they post: refused or cascaded, never left behind',
    { timeout: minutes },
    async () => {
      expect(
        await raceRounds('user deleted while posting', (n) => scenarios.userDeleted(n)),
      ).toEqual([]);
    },
  );
});

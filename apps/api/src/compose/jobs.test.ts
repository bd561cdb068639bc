import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertViews } from '../db/schema';
import { housekeepingJobs } from './jobs';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { makeAdvert, makeCatalog } from '../../test/factories';

let t: TestApp;
let advertId: number;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t);
  advertId = (await makeAdvert(t, await makeCatalog(t), owner.id)).id;
});
afterAll(() => t.close());

const runJob = async (name: string) => {
  const job = housekeepingJobs(t.database.db).find((j) => j.name === name);
  expect(job, `job "${name}"`).toBeDefined();
  await job!.run();
};

const hoursAgo = (hours: number) => {
  const d = new Date(Date.now() - hours * 3_600_000);
  d.setUTCMinutes(0, 0, 0);
  return d;
};

describe('housekeeping jobs', () => {
  it('prune advert views: drops de-duplication rows older than two hours, keeps recent ones', async () => {
    await t.database.db.insert(advertViews).values([
      { advertId, viewerKey: 'old', hourBucket: hoursAgo(3) },
      { advertId, viewerKey: 'older', hourBucket: hoursAgo(48) },
      { advertId, viewerKey: 'last-hour', hourBucket: hoursAgo(1) },
      { advertId, viewerKey: 'this-hour', hourBucket: hoursAgo(0) },
    ]);
    await runJob('prune advert views');
    const left = await t.database.db.select({ key: advertViews.viewerKey }).from(advertViews);
    expect(left.map((r) => r.key).sort()).toEqual(['last-hour', 'this-hour']);
  });

  it('every job runs on a live database', async () => {
    for (const job of housekeepingJobs(t.database.db)) await job.run();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLogs, adverts } from '../../db/schema';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../test/factories';
import { logActivity } from './activity.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logsOf = (userId: number) =>
  t.database.db
    .select({ log: activityLogs.log, advertId: activityLogs.advertId })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId));

describe('activity log', () => {
  it("deleting an advert deletes its entries and keeps the user's others", async () => {
    const owner = await createUser(t);
    const catalog = await makeCatalog(t);
    const gone = await makeAdvert(t, catalog, owner.id);
    const kept = await makeAdvert(t, catalog, owner.id);
    const db = t.database.db;
    await logActivity(db, { userId: owner.id, action: 'LOGIN', log: 'Logged in' });
    for (const advert of [gone, kept])
      await logActivity(db, {
        userId: owner.id,
        action: 'ADVERT_CREATED',
        log: `Created ${advert.title}`,
        advertId: advert.id,
      });

    await db.delete(adverts).where(eq(adverts.id, gone.id));

    expect(await logsOf(owner.id)).toEqual(
      expect.arrayContaining([
        { log: 'Logged in', advertId: null },
        { log: `Created ${kept.title}`, advertId: kept.id },
      ]),
    );
    expect(await logsOf(owner.id)).toHaveLength(2);
  });

  it('refuses an entry about an advert that does not exist', async () => {
    const user = await createUser(t);
    await expect(
      logActivity(t.database.db, {
        userId: user.id,
        action: 'ADVERT_UPDATED',
        log: 'Updated a ghost',
        advertId: 2_147_483_000,
      }),
    ).rejects.toThrow();
  });
});

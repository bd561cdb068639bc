import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tourRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mailsTo, slot, statusOf, tourCast, tourIn, tourJobsOf } from '../../../test/tour-kit';

let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await tourCast(t);
});
afterAll(() => t.close());

/** The job as a separate server process would run it: its own instance over the same database. */
const jobOf = (name: string) => {
  const job = tourJobsOf(t).find((j) => j.name === name);
  expect(job, `job "${name}"`).toBeDefined();
  return job!;
};

/** A wall-clock time `hours` from now, on a half hour, as stored (the tests' zone is UTC). */
const hoursAhead = (hours: number) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  d.setUTCMinutes(d.getUTCMinutes() < 30 ? 0 : 30, 0, 0);
  return d.toISOString().slice(0, 19);
};

describe('tour request jobs', () => {
  it('decline passed tour requests: PENDING requests whose time passed become DECLINED', async () => {
    const passed = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(-1) });
    const ahead = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(2) });
    const approvedPast = await tourIn(t, cast.advert, cast.stranger, {
      tourTime: slot(-1),
      status: 'APPROVED',
    });
    await jobOf('decline passed tour requests').run();
    expect((await statusOf(t, passed.id))!.status).toBe('DECLINED');
    expect((await statusOf(t, ahead.id))!.status).toBe('PENDING');
    expect((await statusOf(t, approvedPast.id))!.status).toBe('APPROVED');
  });

  it('send tour reminders: once to guest and owner of an APPROVED tour within a day, even from several processes at once', async () => {
    const tomorrow = await tourIn(t, cast.advert, cast.guest, {
      tourTime: hoursAhead(20),
      status: 'APPROVED',
    });
    const later = await tourIn(t, cast.advert, cast.guest, {
      tourTime: hoursAhead(60),
      status: 'APPROVED',
    });
    await tourIn(t, cast.advert, cast.stranger, { tourTime: hoursAhead(21), status: 'PENDING' });

    const answers = await Promise.all([
      jobOf('send tour reminders').run(),
      jobOf('send tour reminders').run(),
      jobOf('send tour reminders').run(),
    ]);
    expect(answers.reduce((a: number, b) => a + (b as number), 0)).toBe(1);
    await jobOf('send tour reminders').run();

    const reminders = async (to: string) =>
      (await mailsTo(t, to)).filter((m) => m.subject.startsWith('Reminder:'));
    expect((await reminders(cast.guest.email)).map((m) => m.subject)).toEqual([
      'Reminder: your tour of "Sunny flat" is tomorrow',
    ]);
    expect(await reminders(cast.owner.email)).toHaveLength(1);
    expect(await reminders(cast.stranger.email)).toHaveLength(0);
    const [claimed] = await t.database.db
      .select({ at: tourRequests.reminderSentAt })
      .from(tourRequests)
      .where(eq(tourRequests.id, tomorrow.id));
    expect(claimed!.at).toBeInstanceOf(Date);
    const [notYet] = await t.database.db
      .select({ at: tourRequests.reminderSentAt })
      .from(tourRequests)
      .where(eq(tourRequests.id, later.id));
    expect(notYet!.at).toBeNull();
  });
});

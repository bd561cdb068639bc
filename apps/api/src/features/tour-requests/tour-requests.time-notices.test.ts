import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { day, mailsTo, slot, tourCast, tourIn, tourJobsOf } from '../../../test/tour-kit';
import { wallClockParts } from '../../i18n';

let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await tourCast(t);
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const changeTime = (id: number, tourTime: string) =>
  call(t, {
    method: 'PUT',
    url: `/api/tourRequest/${id}`,
    payload: { tourTime },
    token: cast.guest.token,
  });

/** The job as another server process runs it, at whatever the clock says. */
const sendFolded = () =>
  tourJobsOf(t)
    .find((job) => job.name === 'send folded tour time changes')!
    .run();

/** How an English e-mail writes a tour time (docs/product.md#languages). */
const written = (tourTime: string) => {
  const { date, time } = wallClockParts(tourTime, 'en');
  return `on ${date} at ${time}`;
};

const ownerMails = async () =>
  (await mailsTo(t, cast.owner.email)).filter((m) => m.text.includes('"Sunny flat"')).reverse();

describe('the owner hears of tour time changes at most once an hour', () => {
  it('5 changes in a minute: one e-mail now, one more with the final time when the hour is up', async () => {
    const request = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(10) });
    const before = (await ownerMails()).length;
    const times = [11, 12, 13, 14, 15].map((offset) => `${day(offset)}T14:30`);
    for (const time of times) expect((await changeTime(request.id, time)).statusCode).toBe(200);

    const now = (await ownerMails()).slice(before);
    expect(now.map((m) => m.subject)).toEqual(['New tour request for "Sunny flat"']);
    expect(now[0]!.text).toContain(written(times[0]!));

    // Within the hour the folded e-mail waits.
    expect(await sendFolded()).toBe(0);
    expect((await ownerMails()).length).toBe(before + 1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect(await sendFolded()).toBe(1);
    expect(await sendFolded()).toBe(0);
    const later = (await ownerMails()).slice(before + 1);
    expect(later.map((m) => m.subject)).toEqual([
      'A tour request for "Sunny flat" was moved again',
    ]);
    // The final time as sent: day() read after the clock moved could be the next date.
    expect(later[0]!.text).toContain(written(times.at(-1)!));
  });

  it('a change more than an hour after the last e-mail is told at once', async () => {
    const request = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(20) });
    const before = (await ownerMails()).length;
    const [first, second] = [`${day(21)}T09:00`, `${day(22)}T09:00`];
    expect((await changeTime(request.id, first)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect((await changeTime(request.id, second)).statusCode).toBe(200);
    expect(await sendFolded()).toBe(0);
    const mails = (await ownerMails()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      'New tour request for "Sunny flat"',
      'New tour request for "Sunny flat"',
    ]);
    expect(mails[1]!.text).toContain(written(second));
  });

  it('no folded e-mail for a request canceled meanwhile', async () => {
    const request = await tourIn(t, cast.advert, cast.guest, { tourTime: slot(30) });
    const before = (await ownerMails()).length;
    await changeTime(request.id, `${day(31)}T09:00`);
    await changeTime(request.id, `${day(32)}T09:00`);
    const cancel = await call(t, {
      method: 'PATCH',
      url: `/api/tourRequest/${request.id}/cancel`,
      token: cast.guest.token,
    });
    expect(cancel.statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect(await sendFolded()).toBe(1);
    expect((await ownerMails()).length).toBe(before + 1);
  });
});

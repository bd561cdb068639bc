import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advertViewingHours, tourRequests } from '../../db/schema';
import { call, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { makeAdvert } from '../../../test/factories';
import { day, moveTour, slot, tourCast, tourIn } from '../../../test/tour-kit';
import { TOUR_MESSAGES as M } from './tour-requests.messages';

// Viewing hours and the slots of a day (docs/product.md#viewing-hours).
let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await tourCast(t);
});
afterAll(() => t.close());

const slotsOf = async (advertId: number, date: string) => {
  const res = await call(t, {
    method: 'GET',
    url: `/api/tourRequest/slots/${advertId}?date=${date}`,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ timeZone: string; slots: Array<{ time: string; state: string }> }>();
  return { ...body, state: new Map(body.slots.map((s) => [s.time, s.state])) };
};
const putHours = (advertId: number, body: object, user: TestUser = cast.owner) =>
  call(t, {
    method: 'PUT',
    url: `/api/adverts/auth/${advertId}/viewing-hours`,
    payload: body,
    token: user.token,
  });
const request = (advertId: number, tourTime: string, user: TestUser = cast.guest) =>
  call(t, {
    method: 'POST',
    url: '/api/tourRequest',
    payload: { advert: { id: advertId }, tourTime },
    token: user.token,
  });
const savedHoursOf = async (advertId: number) =>
  t.database.db.select().from(advertViewingHours).where(eq(advertViewingHours.advertId, advertId));
/** The weekday name of `date`, as the hours name days. */
const weekday = (date: string) =>
  ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][new Date(`${date}T00:00:00Z`).getUTCDay()]!;

describe('GET /tourRequest/slots/{advertId}', () => {
  it('answers the 48 half hours, free inside the default 09:00–19:00 and taken when approved', async () => {
    await tourIn(t, cast.advert, cast.stranger, { tourTime: slot(4, '11:00'), status: 'APPROVED' });
    const { slots, state, timeZone } = await slotsOf(cast.advert.id, day(4));
    expect(slots).toHaveLength(48);
    expect(timeZone).toBe('UTC');
    expect(state.get('08:30')).toBe('OUTSIDE_HOURS');
    expect(state.get('09:00')).toBe('FREE');
    expect(state.get('10:00')).toBe('FREE');
    expect(state.get('11:00')).toBe('TAKEN');
    expect(state.get('18:30')).toBe('FREE');
    expect(state.get('19:00')).toBe('OUTSIDE_HOURS');
  });

  it('marks the hours gone by today as past', async () => {
    const { state } = await slotsOf(cast.advert.id, day(-1));
    expect(new Set(state.values())).toEqual(new Set(['PAST']));
  });

  it('refuses a date that is not one and hides adverts that are not public', async () => {
    const bad = await call(t, {
      method: 'GET',
      url: `/api/tourRequest/slots/${cast.advert.id}?date=2026-02-30`,
    });
    expect(bad.statusCode).toBe(400);
    const hidden = await makeAdvert(t, cast.catalog, cast.owner.id, { status: 0 });
    const res = await call(t, {
      method: 'GET',
      url: `/api/tourRequest/slots/${hidden.id}?date=${day(3)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.advertMissing);
  });
});

describe('PUT /adverts/auth/{id}/viewing-hours', () => {
  it('lets the owner set days, hours and blocked dates, which the slots and requests follow', async () => {
    const advert = await makeAdvert(t, cast.catalog, cast.owner.id);
    const open = day(5);
    const res = await putHours(advert.id, {
      days: [weekday(open), weekday(day(6))],
      opens: '12:00',
      closes: '14:30',
      blockedDates: [day(6)],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ opens: '12:00', closes: '14:30', blockedDates: [day(6)] });
    const got = await call(t, {
      method: 'GET',
      url: `/api/adverts/auth/${advert.id}/viewing-hours`,
      token: cast.owner.token,
    });
    expect(got.json()).toMatchObject({
      days: expect.arrayContaining([weekday(open)]),
      timeZone: 'UTC',
    });

    const { state } = await slotsOf(advert.id, open);
    expect([...state].filter(([, s]) => s === 'FREE').map(([time]) => time)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
    ]);
    expect((await slotsOf(advert.id, day(6))).slots.every((s) => s.state === 'OUTSIDE_HOURS')).toBe(
      true,
    );

    const outside = await request(advert.id, `${open}T10:00`);
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toBe(M.outsideHours);
    expect((await request(advert.id, `${day(6)}T12:00`)).statusCode).toBe(409);
    expect((await request(advert.id, `${open}T12:30`)).statusCode).toBe(201);
  });

  it.each([
    ['an end before the start', { opens: '14:00', closes: '10:00' }, /end after they start/],
    ['a time off the half hour', { opens: '09:15', closes: '18:00' }, /half hour/],
    ['an unknown day', { days: ['MON', 'FUNDAY'] }, /days must be among/],
    ['a blocked date in the past', { blockedDates: [day(-2)] }, /already passed/],
    ['a blocked date that is not one', { blockedDates: ['2026-13-01'] }, /date/],
  ])('refuses %s with a 400 and saves nothing', async (_name, change, message) => {
    const advert = await makeAdvert(t, cast.catalog, cast.owner.id);
    const body = { days: ['MON'], opens: '09:00', closes: '18:00', blockedDates: [], ...change };
    const res = await putHours(advert.id, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(message);
    expect(await savedHoursOf(advert.id)).toEqual([]);
  });

  it('is the owner’s alone: another customer and staff are refused, nothing saved', async () => {
    const body = { days: ['MON'], opens: '09:00', closes: '18:00', blockedDates: [] };
    expect((await putHours(cast.advert.id, body, cast.stranger)).statusCode).toBe(404);
    expect((await putHours(cast.advert.id, body, cast.admin)).statusCode).toBe(403);
    expect(
      (
        await call(t, {
          method: 'PUT',
          url: `/api/adverts/auth/${cast.advert.id}/viewing-hours`,
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
    expect(await savedHoursOf(cast.advert.id)).toEqual([]);
    const read = await call(t, {
      method: 'GET',
      url: `/api/adverts/auth/${cast.advert.id}/viewing-hours`,
      token: cast.stranger.token,
    });
    expect(read.statusCode).toBe(404);
  });
});

describe('taken slots', () => {
  it('refuses a request for an approved slot with 409, and approving a second PENDING one', async () => {
    const advert = await makeAdvert(t, cast.catalog, cast.owner.id);
    await tourIn(t, advert, cast.stranger, { tourTime: slot(7, '15:00'), status: 'APPROVED' });
    const taken = await request(advert.id, `${day(7)}T15:00`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.slotTaken);

    const first = await tourIn(t, advert, cast.guest, { tourTime: slot(8, '16:00') });
    const second = await tourIn(t, advert, cast.stranger, { tourTime: slot(8, '16:00') });
    expect((await moveTour(t, first.id, 'approve', cast.owner)).statusCode).toBe(200);
    const again = await moveTour(t, second.id, 'approve', cast.owner);
    expect(again.statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(tourRequests)
      .where(eq(tourRequests.id, second.id));
    expect(row!.status).toBe('DECLINED');
  });
});

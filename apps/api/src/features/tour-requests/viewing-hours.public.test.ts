import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tourRequests } from '../../db/schema';
import { call, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { makeAdvert } from '../../../test/factories';
import { day, slot, tourCast, tourIn } from '../../../test/tour-kit';
import { TOUR_MESSAGES as M } from './tour-requests.messages';

// What the advert page states about viewings, and the bookings the server refuses
// (docs/product.md#viewing-hours).
let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await tourCast(t);
});
afterAll(() => t.close());

const hoursOf = (advertId: number) =>
  call(t, { method: 'GET', url: `/api/tourRequest/viewing-hours/${advertId}` });
const request = (advertId: number, tourTime: string, user: TestUser = cast.guest) =>
  call(t, {
    method: 'POST',
    url: '/api/tourRequest',
    payload: { advert: { id: advertId }, tourTime },
    token: user.token,
  });
const requestsOn = (advertId: number) =>
  t.database.db.select().from(tourRequests).where(eq(tourRequests.advertId, advertId));

describe('GET /tourRequest/viewing-hours/{advertId}', () => {
  it('answers the default hours of an advert whose owner set none, to a visitor', async () => {
    const res = await hoursOf(cast.advert.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      advertId: cast.advert.id,
      days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
      opens: '09:00',
      closes: '19:00',
      blockedDates: [],
      timeZone: 'UTC',
    });
  });

  it("answers the owner's own hours once set", async () => {
    const advert = await makeAdvert(t, cast.catalog, cast.owner.id);
    const hours = { days: ['MON', 'SAT'], opens: '10:30', closes: '17:00', blockedDates: [day(3)] };
    const put = await call(t, {
      method: 'PUT',
      url: `/api/adverts/auth/${advert.id}/viewing-hours`,
      payload: hours,
      token: cast.owner.token,
    });
    expect(put.statusCode).toBe(200);
    expect((await hoursOf(advert.id)).json()).toMatchObject(hours);
  });

  it('answers a hidden or missing advert like a missing one', async () => {
    const hidden = await makeAdvert(t, cast.catalog, cast.owner.id, { status: 0 });
    expect((await hoursOf(hidden.id)).statusCode).toBe(404);
    expect((await hoursOf(999_999)).statusCode).toBe(404);
    expect((await hoursOf(0)).statusCode).toBe(400);
  });
});

describe('POST /tourRequest refuses, with a message and nothing saved', () => {
  it('03:00 on an advert without hours of its own (the default hours apply)', async () => {
    const advert = await makeAdvert(t, cast.catalog, cast.owner.id);
    const res = await request(advert.id, slot(2, '03:00').slice(0, 16));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.outsideHours);
    expect(await requestsOn(advert.id)).toHaveLength(0);
  });

  it('a slot in the past with a 400', async () => {
    const advert = await makeAdvert(t, cast.catalog, cast.owner.id);
    const res = await request(advert.id, slot(-1, '10:00').slice(0, 16));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.past);
    expect(await requestsOn(advert.id)).toHaveLength(0);
  });

  it('a slot already approved for someone else with a 409', async () => {
    const advert = await makeAdvert(t, cast.catalog, cast.owner.id);
    await tourIn(t, advert, cast.stranger, { tourTime: slot(3, '11:30'), status: 'APPROVED' });
    const res = await request(advert.id, slot(3, '11:30').slice(0, 16));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.slotTaken);
    expect(await requestsOn(advert.id)).toHaveLength(1);
  });
});

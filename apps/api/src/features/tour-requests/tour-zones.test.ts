import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advertViewingHours, cities, countries, districts, tourRequests } from '../../db/schema';
import { wallClockNow } from '../../lib/wall-clock';
import { call, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { makeAdvert } from '../../../test/factories';
import {
  mailsTo,
  moveTour,
  slot,
  statusOf,
  tourCast,
  tourIn,
  tourJobsOf,
} from '../../../test/tour-kit';
import { TOUR_MESSAGES as M } from './tour-requests.messages';
import { wallClockParts } from '../../i18n';

// Tour times are the property's local time (docs/decisions/0041-viewing-hours-and-zones.md).
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14: its clocks are 14 hours ahead of the tests' UTC
let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;
/** A public advert of the owner's in Kiritimati, open around the clock. */
let far: { id: number; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  cast = await tourCast(t);
  const db = t.database.db;
  const [country] = await db
    .insert(countries)
    .values({ name: `Kiribati ${Date.now()}`, timeZone: KIRITIMATI })
    .returning();
  const [city] = await db
    .insert(cities)
    .values({ countryId: country!.id, name: 'Kiritimati' })
    .returning();
  const [district] = await db
    .insert(districts)
    .values({ cityId: city!.id, name: 'London' })
    .returning();
  far = await makeAdvert(t, cast.catalog, cast.owner.id, {
    countryId: country!.id,
    cityId: city!.id,
    districtId: district!.id,
    location: '1 Lagoon Road',
  });
  await db.insert(advertViewingHours).values({
    advertId: far.id,
    days: 127,
    opensMinute: 0,
    closesMinute: 1440,
  });
});
afterAll(() => t.close());

/** The wall-clock half hour `hours` from now in `zone`, as stored ("YYYY-MM-DDTHH:mm:00"). */
function halfHourFromNow(zone: string, hours: number) {
  const at = Date.parse(`${wallClockNow(zone)}Z`) + hours * 3_600_000;
  return new Date(Math.floor(at / 1_800_000) * 1_800_000).toISOString().slice(0, 19);
}
const request = (advertId: number, tourTime: string, user: TestUser = cast.guest) =>
  call(t, {
    method: 'POST',
    url: '/api/tourRequest',
    payload: { advert: { id: advertId }, tourTime: tourTime.slice(0, 16) },
    token: user.token,
  });
const job = (name: string) => tourJobsOf(t).find((j) => j.name === name)!;

describe('tour times at the property', () => {
  it('judges "past" in the property’s zone and answers the zone', async () => {
    const gone = await request(far.id, halfHourFromNow(KIRITIMATI, -1));
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(M.past);
    const ok = await request(far.id, halfHourFromNow(KIRITIMATI, 2));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().timeZone).toBe(KIRITIMATI);
    const slots = await call(t, {
      method: 'GET',
      url: `/api/tourRequest/slots/${far.id}?date=${wallClockNow(KIRITIMATI).slice(0, 10)}`,
    });
    expect(slots.json().timeZone).toBe(KIRITIMATI);
  });

  it('declines PENDING requests once their time has passed at their own property', async () => {
    const time = halfHourFromNow(KIRITIMATI, -1); // still ahead in UTC
    const there = await tourIn(t, far, cast.guest, { tourTime: time });
    const here = await tourIn(t, cast.advert, cast.guest, { tourTime: time });
    await job('decline passed tour requests').run();
    expect((await statusOf(t, there.id))!.status).toBe('DECLINED');
    expect((await statusOf(t, here.id))!.status).toBe('PENDING');
  });

  it('sends the day-before reminder by the property’s clock', async () => {
    const time = halfHourFromNow(KIRITIMATI, 20); // 34 hours ahead if read as UTC
    const there = await tourIn(t, far, cast.stranger, { tourTime: time, status: 'APPROVED' });
    const here = await tourIn(t, cast.advert, cast.stranger, {
      tourTime: time,
      status: 'APPROVED',
    });
    await job('send tour reminders').run();
    const sent = async (id: number) =>
      (await t.database.db.select().from(tourRequests).where(eq(tourRequests.id, id)))[0]!
        .reminderSentAt;
    expect(await sent(there.id)).not.toBeNull();
    expect(await sent(here.id)).toBeNull();
  });
});

describe('GET /tourRequest/{id}/calendar.ics', () => {
  it('gives the guest and the owner the approved tour at the property’s time, with address, map and alarm', async () => {
    const tour = await tourIn(t, far, cast.guest, { tourTime: slot(5, '10:00') });
    expect((await moveTour(t, tour.id, 'approve', cast.owner)).statusCode).toBe(200);
    for (const user of [cast.guest, cast.owner]) {
      const res = await call(t, {
        method: 'GET',
        url: `/api/tourRequest/${tour.id}/calendar.ics`,
        token: user.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.body).toContain(`X-WR-TIMEZONE:${KIRITIMATI}`);
      // The start is the wall-clock time there (UTC+14) written in UTC: 20:00 the day before.
      expect(res.body).toContain(`DTSTART:${slot(4).slice(0, 10).replaceAll('-', '')}T200000Z`);
      expect(res.body).not.toContain('BEGIN:VTIMEZONE');
      expect(res.body).toMatch(/LOCATION:1 Lagoon Road\\, London\\, Kiritimati/);
      expect(res.body).toContain('BEGIN:VALARM');
      expect(res.body).toContain('openstreetmap.org');
    }
    const [mail] = await mailsTo(t, cast.guest.email);
    expect(JSON.stringify(mail!.attachments)).toContain(`X-WR-TIMEZONE:${KIRITIMATI}`);
    expect(mail!.text).toContain(`(${KIRITIMATI} time)`);
    for (const user of [cast.stranger, cast.admin, cast.manager]) {
      const res = await call(t, {
        method: 'GET',
        url: `/api/tourRequest/${tour.id}/calendar.ics`,
        token: user.token,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses a tour that is not approved', async () => {
    const tour = await tourIn(t, far, cast.guest, { tourTime: slot(6, '10:00') });
    const res = await call(t, {
      method: 'GET',
      url: `/api/tourRequest/${tour.id}/calendar.ics`,
      token: cast.guest.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notApprovedCalendar);
  });
});

describe('owners answer in time', () => {
  it('reminds the owner once of a request left unanswered for a day, even with two processes', async () => {
    const owner = cast.owner;
    const before = (await mailsTo(t, owner.email)).length;
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const old = await tourIn(t, cast.advert, cast.stranger, {
      tourTime: slot(9, '12:00'),
      updatedAt: ago(25),
    });
    await tourIn(t, cast.advert, cast.guest, { tourTime: slot(9, '12:30'), updatedAt: ago(23) });
    const name = 'remind owners of unanswered tour requests';
    const a = tourJobsOf(t).find((j) => j.name === name)!;
    const b = tourJobsOf(t).find((j) => j.name === name)!;
    await Promise.all([a.run(), b.run()]);
    await a.run();
    const reminders = (await mailsTo(t, owner.email))
      .slice(0, -before || undefined)
      .filter((m) => m.subject.includes('is waiting for your answer'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`${wallClockParts(slot(9, '12:00'), 'en').date} at`);
    const [row] = await t.database.db
      .select()
      .from(tourRequests)
      .where(eq(tourRequests.id, old.id));
    expect(row!.ownerRemindedAt).not.toBeNull();
  });

  it('counts the owner’s waiting requests', async () => {
    const res = await call(t, {
      method: 'GET',
      url: '/api/tourRequest/waiting',
      token: cast.owner.token,
    });
    expect(res.json().waiting).toBeGreaterThan(0);
  });
});

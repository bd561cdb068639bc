import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, districts } from '../../db/schema';
import { makeAdvert } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { tourCast, tourIn } from '../../../test/tour-kit';

// The calendar file takes its times from the server's own zone data (Intl), as every other tour
// time does (docs/decisions/0041-viewing-hours-and-zones.md): a second zone library disagreed by
// an hour in zones whose rules changed lately.
let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await tourCast(t);
});
afterAll(() => t.close());

/** A public advert of the cast's owner in a city of the given zone. */
async function advertIn(timeZone: string) {
  const db = t.database.db;
  const [country] = await db
    .insert(countries)
    .values({ name: `${timeZone} ${Date.now()}`, timeZone })
    .returning();
  const [city] = await db
    .insert(cities)
    .values({ countryId: country!.id, name: 'City' })
    .returning();
  const [district] = await db
    .insert(districts)
    .values({ cityId: city!.id, name: 'Centre' })
    .returning();
  return makeAdvert(t, cast.catalog, cast.owner.id, {
    countryId: country!.id,
    cityId: city!.id,
    districtId: district!.id,
  });
}

describe('the calendar file of an approved tour', () => {
  it.each([
    // Pacific standard time (UTC-8) in December.
    ['America/Vancouver', '2026-12-15T10:00:00', '20261215T180000Z'],
    ['America/Edmonton', '2026-12-15T10:00:00', '20261215T170000Z'],
    // Morocco keeps UTC+1 outside Ramadan.
    ['Africa/Casablanca', '2026-12-15T10:00:00', '20261215T090000Z'],
    ['Africa/El_Aaiun', '2026-12-15T10:00:00', '20261215T090000Z'],
  ])('starts a tour in %s at %s local time at %s', async (zone, tourTime, start) => {
    const advert = await advertIn(zone);
    const tour = await tourIn(t, advert, cast.guest, { tourTime, status: 'APPROVED' });
    const res = await call(t, {
      method: 'GET',
      url: `/api/tourRequest/${tour.id}/calendar.ics`,
      token: cast.guest.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`\r\nDTSTART:${start}\r\n`);
    expect(res.body).toContain(`\r\nX-WR-TIMEZONE:${zone}\r\n`);
    expect(res.body).not.toContain('VTIMEZONE');
  });
});

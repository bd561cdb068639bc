import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cities, countries } from '../../db/schema';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let manager: string;
let advertId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  manager = (await createUser(t, 'MANAGER')).token;
  const owner = await createUser(t);
  advertId = (await makeAdvert(t, catalog, owner.id)).id;
});
afterAll(() => t.close());

const put = (url: string, payload: Record<string, unknown>, token = manager) =>
  call(t, { method: 'PUT', url, payload, token });
const zoneOfCountry = async () =>
  (await t.database.db.select().from(countries).where(eq(countries.id, catalog.countryId)))[0]!
    .timeZone;
const zoneOfCity = async () =>
  (await t.database.db.select().from(cities).where(eq(cities.id, catalog.cityId)))[0]!.timeZone;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const slotZone = async () =>
  (
    await call(t, {
      method: 'GET',
      url: `/api/tourRequest/slots/${advertId}?date=${tomorrow()}`,
    })
  ).json().timeZone;

describe('time zones of places in the back office', () => {
  it('lists every country with its zone and its cities', async () => {
    const res = await call(t, { method: 'GET', url: '/api/countries/time-zones', token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const country = res.json().find((c: { id: number }) => c.id === catalog.countryId);
    expect(country).toEqual({
      id: catalog.countryId,
      name: expect.any(String),
      timeZone: 'UTC',
      cities: [{ id: catalog.cityId, name: 'İstanbul', timeZone: null }],
    });
  });

  it("sets a country's zone, which the tour slots of its adverts follow at once", async () => {
    const res = await put(`/api/countries/${catalog.countryId}/time-zone`, {
      timeZone: ' Europe/Istanbul ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: catalog.countryId, timeZone: 'Europe/Istanbul' });
    expect(await slotZone()).toBe('Europe/Istanbul');
  });

  it("gives a city its own zone and clears it back to the country's", async () => {
    const own = await put(`/api/cities/${catalog.cityId}/time-zone`, {
      timeZone: 'Asia/Tokyo',
    });
    expect(own.json()).toEqual({ id: catalog.cityId, name: 'İstanbul', timeZone: 'Asia/Tokyo' });
    expect(await slotZone()).toBe('Asia/Tokyo');

    const cleared = await put(`/api/cities/${catalog.cityId}/time-zone`, { timeZone: null });
    expect(cleared.json().timeZone).toBeNull();
    expect(await slotZone()).toBe('Europe/Istanbul');
  });

  it('refuses an unknown or empty zone with a message and changes nothing', async () => {
    for (const timeZone of ['Mars/Olympus', '', 'Europe/Istanbul; DROP', 42]) {
      const res = await put(`/api/countries/${catalog.countryId}/time-zone`, { timeZone });
      expect(res.statusCode, String(timeZone)).toBe(400);
      expect(res.json().message).toMatch(/time ?zone/i);
    }
    const city = await put(`/api/cities/${catalog.cityId}/time-zone`, { timeZone: 'Nowhere' });
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toContain('Unknown time zone');
    const extra = await put(`/api/countries/${catalog.countryId}/time-zone`, {
      timeZone: 'UTC',
      name: 'Renamed',
    });
    expect(extra.statusCode).toBe(400);
    expect(await zoneOfCountry()).toBe('Europe/Istanbul');
    expect(await zoneOfCity()).toBeNull();
  });

  it('answers 404 for a place that does not exist', async () => {
    const country = await put('/api/countries/999999/time-zone', { timeZone: 'UTC' });
    expect(country.statusCode).toBe(404);
    expect(country.json().message).toBe('This country does not exist.');
    const city = await put('/api/cities/999999/time-zone', { timeZone: null });
    expect(city.statusCode).toBe(404);
    expect(city.json().message).toBe('This city does not exist.');
  });

  it('is for staff only', async () => {
    const customer = (await createUser(t)).token;
    const res = await put(
      `/api/countries/${catalog.countryId}/time-zone`,
      { timeZone: 'UTC' },
      customer,
    );
    expect(res.statusCode).toBe(403);
    const visitor = await call(t, { method: 'GET', url: '/api/countries/time-zones' });
    expect(visitor.statusCode).toBe(401);
    expect(await zoneOfCountry()).toBe('Europe/Istanbul');
  });
});

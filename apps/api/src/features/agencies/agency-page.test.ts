import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies } from '../../db/schema';
import { makeAgency } from '../../../test/agency-kit';
import { answeredThreads, makeAgencyWithAdverts } from '../../../test/agency-page-kit';
import { makeCatalog, type Catalog } from '../../../test/factories';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';

let t: TestApp;
let catalog: Catalog;
let agency: Awaited<ReturnType<typeof makeAgencyWithAdverts>>;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  agency = await makeAgencyWithAdverts(t, catalog);
});
afterAll(() => t?.close());

const get = (url: string, token?: string) => call(t, { method: 'GET', url, token });
const titles = (body: { content: { title: string }[] }) => body.content.map((a) => a.title).sort();

describe('the public agency page', () => {
  it("answers an open agency's details, live adverts, agents and reply time", async () => {
    // Two answers are too few for a reply time (docs/product.md#advertiser-card).
    await answeredThreads(t, agency.live[1]!, [600, 1200]);
    const few = await get(`/api/agencies/by-slug/${agency.slug}/page`);
    expect(few.statusCode, few.body).toBe(200);
    expect(few.json()).toMatchObject({
      slug: agency.slug,
      name: 'Bosphorus Homes',
      verified: true,
      address: 'Moda Cd. 12, Kadıköy',
      city: { id: catalog.cityId, name: 'İstanbul' },
      district: { id: catalog.districtId, name: 'Kadıköy' },
      point: { latitude: 40.98, longitude: 29.03 },
      phone: '+902125550102',
      email: 'office@bosphorus.example',
      licenceNumber: 'TR-34-12345',
      logo: null,
      liveAdverts: 3,
      agents: [
        { name: 'Oya O.', initials: 'OO', role: 'OWNER', photo: null },
        { name: 'Deniz K.', initials: 'DK', role: 'AGENT', photo: null },
      ],
      replyTime: null,
    });
    // A third answer on another of its adverts, and an old one outside the 90 days.
    await answeredThreads(t, agency.live[2]!, [3 * 3600]);
    await answeredThreads(t, agency.live[0]!, [10], 120);
    const signedIn = await createUser(t);
    const page = await get(`/api/agencies/by-slug/${agency.slug}/page`, signedIn.token);
    expect(page.json().replyTime).toBe('HOUR');
  });

  it('is 404 for an unknown or closed agency', async () => {
    expect((await get('/api/agencies/by-slug/nobody-here/page')).statusCode).toBe(404);
    const closed = await makeAgency(t, catalog, { name: 'Closed Office' });
    await t.database.db
      .update(agencies)
      .set({ closedAt: new Date() })
      .where(eq(agencies.id, closed.id));
    const res = await get(`/api/agencies/by-slug/${closed.slug}/page`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This agency does not exist.');
  });
});

describe('the list filtered by agency', () => {
  it("shows only the agency's public adverts, to visitors and staff alike", async () => {
    const res = await get(`/api/adverts?agency=${agency.slug}&size=20`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalElements).toBe(3);
    expect(titles(res.json())).toEqual(agency.live.map((a) => a.title).sort());
    const admin = await createUser(t, 'ADMIN');
    const staff = await get(`/api/adverts?agency=${agency.slug}&status=0&size=20`, admin.token);
    expect(titles(staff.json())).toEqual(agency.live.map((a) => a.title).sort());
  });

  it("keeps the list's filters, sort and paging", async () => {
    const found = await get(`/api/adverts?agency=${agency.slug}&q=moda`);
    expect(titles(found.json())).toEqual(['Agency flat in Moda']);
    const paged = await get(`/api/adverts?agency=${agency.slug}&size=2&page=1&sort=title&type=ASC`);
    expect(paged.json()).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(titles(paged.json())).toEqual(['Agency villa by the sea']);
  });

  it('answers an empty list for an unknown agency, never an error', async () => {
    const res = await get('/api/adverts?agency=nobody-here');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 0 });
  });

  it("puts only the agency's public adverts on the map", async () => {
    const box = 'bbox=29.024,40.984,29.026,40.986&zoom=18';
    const res = await get(`/api/adverts/map?${box}&agency=${agency.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res
      .json()
      .markers.map((m: { id: number }) => m.id)
      .sort();
    expect(ids).toEqual(agency.live.map((a) => a.id).sort());
    const wide = await get(`/api/adverts/map?bbox=20,35,45,43&zoom=6&agency=${agency.slug}`);
    expect(wide.json()).toMatchObject({ total: 3, capped: false });
    const none = await get(`/api/adverts/map?bbox=28,40,30,42&zoom=10&agency=nobody-here`);
    expect(none.json()).toMatchObject({ total: 0, clusters: [], markers: [] });
  });
});

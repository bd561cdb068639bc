import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { singlePartTextOf, startSmtpSink, textOf } from '../../../test/smtp-sink';
import { call, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { moveTour, slot, tourCast, tourIn } from '../../../test/tour-kit';

// Until a tour is approved each side sees the other by short name (docs/product.md#tour-requests).
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;
let pending: number;
let approved: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, publicUrl: 'https://homes.example' });
  cast = await tourCast(t);
  pending = (await tourIn(t, cast.advert, cast.guest, { tourTime: slot(3) })).id;
  approved = (await tourIn(t, cast.advert, cast.guest, { tourTime: slot(4), status: 'APPROVED' }))
    .id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const get = (url: string, user: TestUser) =>
  call(t, { method: 'GET', url: `/api${url}`, token: user.token });
const namesIn = async (url: string, user: TestUser, id: number) => {
  const body = (await get(url, user)).json();
  const request = 'content' in body ? body.content.find((r: { id: number }) => r.id === id) : body;
  return { guest: request.guestUser, owner: request.ownerUser };
};
const GUS = { firstName: 'Gus', lastName: 'Guest' };
const GUS_SHORT = { firstName: 'Gus', lastName: 'G.' };
const OLGA = { firstName: 'Olga', lastName: 'Owner' };
const OLGA_SHORT = { firstName: 'Olga', lastName: 'O.' };

describe('names on tour requests', () => {
  it('shows the guest the owner’s short name before approval, in the list and the details', async () => {
    for (const url of ['/tourRequest', `/tourRequest/${pending}`])
      expect(await namesIn(url, cast.guest, pending)).toEqual({
        guest: expect.objectContaining(GUS),
        owner: expect.objectContaining(OLGA_SHORT),
      });
  });

  it('shows the owner the guest’s short name before approval, in every list and the details', async () => {
    const urls = [
      '/tourRequest?role=owner',
      `/tourRequest/admin?advert=${cast.advert.id}`,
      `/tourRequest/${pending}`,
    ];
    for (const url of urls)
      expect(await namesIn(url, cast.owner, pending)).toEqual({
        guest: expect.objectContaining(GUS_SHORT),
        owner: expect.objectContaining(OLGA),
      });
  });

  it('shows both full names once the tour is approved', async () => {
    const both = { guest: expect.objectContaining(GUS), owner: expect.objectContaining(OLGA) };
    expect(await namesIn('/tourRequest', cast.guest, approved)).toEqual(both);
    expect(await namesIn('/tourRequest?role=owner', cast.owner, approved)).toEqual(both);
    expect(await namesIn(`/tourRequest/${approved}`, cast.guest, approved)).toEqual(both);
  });

  it('keeps full names for staff', async () => {
    const both = { guest: expect.objectContaining(GUS), owner: expect.objectContaining(OLGA) };
    for (const staff of [cast.admin, cast.manager]) {
      expect(await namesIn('/tourRequest/admin', staff, pending)).toEqual(both);
      expect(await namesIn(`/tourRequest/${pending}`, staff, pending)).toEqual(both);
    }
  });

  it('names the guest by short name in the owner’s e-mail of a new request, fully once approved', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/tourRequest',
      payload: { advert: { id: cast.advert.id }, tourTime: slot(6).slice(0, 16) },
      token: cast.guest.token,
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(smtp.to(cast.owner.email)).toHaveLength(1));
    const told = singlePartTextOf(smtp.to(cast.owner.email)[0]!.raw);
    expect(told).toContain('Gus G. would like to visit');
    expect(told).not.toContain('Guest');

    expect((await moveTour(t, res.json().id, 'approve', cast.owner)).statusCode).toBe(200);
    await vi.waitFor(() => expect(smtp.to(cast.guest.email)).toHaveLength(1));
    expect(textOf(smtp.to(cast.guest.email)[0]!.raw)).toContain('Olga Owner approved your tour');
  });

  it('finds the other side by the name shown: the short one before approval, the full one after', async () => {
    const found = async (url: string, user: TestUser) =>
      ((await get(url, user)).json().content as { id: number }[]).map((r) => r.id);
    for (const url of [
      '/tourRequest?role=owner&q=',
      `/tourRequest/admin?advert=${cast.advert.id}&q=`,
    ]) {
      const byFull = await found(`${url}guest`, cast.owner);
      expect(byFull).toContain(approved);
      expect(byFull).not.toContain(pending);
      expect(await found(`${url}${encodeURIComponent('gus g.')}`, cast.owner)).toContain(pending);
    }
    expect(await found('/tourRequest?q=owner', cast.guest)).not.toContain(pending);
    expect(await found('/tourRequest?q=owner', cast.guest)).toContain(approved);
    expect(await found('/tourRequest/admin?q=guest', cast.admin)).toContain(pending);
  });
});

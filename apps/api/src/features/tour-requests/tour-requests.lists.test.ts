import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdvert } from '../../../test/factories';
import { call, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { slot, tourCast, tourIn } from '../../../test/tour-kit';
import { TOUR_MESSAGES as M } from './tour-requests.messages';

let t: TestApp;
let cast: Awaited<ReturnType<typeof tourCast>>;
let otherAdvertId: number;
let ids: { pending: number; approved: number; onOther: number; byStranger: number };

beforeAll(async () => {
  t = await createTestApp();
  cast = await tourCast(t);
  const other = await makeAdvert(t, cast.catalog, cast.stranger.id, { title: 'Windy <b>loft</b>' });
  otherAdvertId = other.id;
  ids = {
    pending: (await tourIn(t, cast.advert, cast.guest, { tourTime: slot(3) })).id,
    approved: (await tourIn(t, cast.advert, cast.guest, { tourTime: slot(4), status: 'APPROVED' }))
      .id,
    onOther: (await tourIn(t, other, cast.guest, { tourTime: slot(5) })).id,
    byStranger: (await tourIn(t, cast.advert, cast.stranger, { tourTime: slot(6) })).id,
  };
  // A PENDING request whose time passed does not wait for an answer any more.
  await tourIn(t, cast.advert, cast.stranger, { tourTime: slot(-1) });
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) =>
  call(t, { method: 'GET', url: `/api${url}`, token: user?.token });
const idsOf = (res: { json(): { content: Array<{ id: number }> } }) =>
  res.json().content.map((r) => r.id);

describe('GET /tourRequest', () => {
  it("lists the caller's requests as guest, newest id first, as a page", async () => {
    const res = await get('/tourRequest', cast.guest);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('private');
    expect(res.json()).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 20 });
    expect(idsOf(res)).toEqual([ids.onOther, ids.approved, ids.pending]);
    expect(res.json().content[2]).toMatchObject({
      status: 'PENDING',
      advert: { id: cast.advert.id, title: 'Sunny flat' },
      guestUser: { firstName: 'Gus', lastName: 'Guest' },
      // The owner by short name until approved (docs/product.md#tour-requests).
      ownerUser: { firstName: 'Olga', lastName: 'O.' },
      actions: ['cancel', 'changeTime', 'delete'],
    });
  });

  it("lists the requests on the caller's adverts with role=owner, with the owner's actions", async () => {
    const res = await get('/tourRequest?role=owner&sort=tourTime&type=ASC', cast.owner);
    expect(res.json().totalElements).toBe(4);
    expect(res.json().content[1]).toMatchObject({
      id: ids.pending,
      actions: ['approve', 'decline'],
    });
    expect(res.json().content[0].actions).toEqual(['decline']);
  });

  it('pages, sorts and searches by title, name, status and date', async () => {
    const page = await get('/tourRequest?size=2&page=1', cast.guest);
    expect(page.json()).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(idsOf(page)).toEqual([ids.pending]);
    expect(idsOf(await get('/tourRequest?q=WINDY', cast.guest))).toEqual([ids.onOther]);
    expect(idsOf(await get('/tourRequest?q=approved', cast.guest))).toEqual([ids.approved]);
    expect(idsOf(await get('/tourRequest?role=owner&q=stan', cast.owner))).toHaveLength(2);
    expect(idsOf(await get(`/tourRequest?q=${slot(3).slice(0, 10)}`, cast.guest))).toEqual([
      ids.pending,
    ]);
    expect(idsOf(await get('/tourRequest?q=%25', cast.guest))).toEqual([]);
  });

  it.each([
    ['guest', '', 'DESC'],
    ['guest', '', 'ASC'],
    ['owner', 'role=owner&', 'DESC'],
    ['owner', 'role=owner&', 'ASC'],
  ] as const)(
    "pages the %s's list in id order %s%s, page by page as a whole",
    async (who, role, type) => {
      const user = who === 'guest' ? cast.guest : cast.owner;
      const whole = idsOf(await get(`/tourRequest?${role}sort=id&type=${type}&size=100`, user));
      expect(whole).toEqual([...whole].sort((a, b) => (type === 'ASC' ? a - b : b - a)));
      expect(whole.length).toBeGreaterThanOrEqual(3);
      const paged: number[] = [];
      for (let page = 0; page * 2 < whole.length; page++)
        paged.push(
          ...idsOf(await get(`/tourRequest?${role}sort=id&type=${type}&size=2&page=${page}`, user)),
        );
      expect(paged).toEqual(whole);
    },
  );

  it.each([
    ['size=101', 'size must be at most 100'],
    ['page=-1', 'page must not be negative'],
    ['sort=password', 'sort must be one of'],
    ['type=sideways', 'type must be ASC or DESC'],
    ['role=boss', 'role must be guest or owner'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await get(`/tourRequest?${query}`, cast.guest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('needs a login', async () => {
    expect((await get('/tourRequest')).statusCode).toBe(401);
  });
});

describe('GET /tourRequest/waiting', () => {
  it("counts the PENDING requests on the caller's adverts that are still ahead", async () => {
    expect((await get('/tourRequest/waiting', cast.owner)).json()).toEqual({ waiting: 2 });
    expect((await get('/tourRequest/waiting', cast.guest)).json()).toEqual({ waiting: 0 });
    expect((await get('/tourRequest/waiting')).statusCode).toBe(401);
  });
});

describe('GET /tourRequest/admin', () => {
  it.each(['manager', 'admin'] as const)(
    "gives a %s every request, or one advert's",
    async (who) => {
      const all = await get('/tourRequest/admin', cast[who]);
      expect(all.json().totalElements).toBe(5);
      const one = await get(`/tourRequest/admin?advert=${otherAdvertId}`, cast[who]);
      expect(idsOf(one)).toEqual([ids.onOther]);
      expect(one.json().content[0].actions).toEqual(['delete']);
      expect(idsOf(await get('/tourRequest/admin?q=gus%20guest&size=1', cast[who]))).toEqual([
        ids.onOther,
      ]);
    },
  );

  it("gives a customer their own advert's requests only", async () => {
    const own = await get(`/tourRequest/admin?advert=${cast.advert.id}`, cast.owner);
    expect(own.json().totalElements).toBe(4);
    const notOwn = await get(`/tourRequest/admin?advert=${otherAdvertId}`, cast.owner);
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json()).toEqual({ status: 403, message: M.notYourAdvert });
    const none = await get('/tourRequest/admin', cast.owner);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(M.advertRequired);
    expect((await get('/tourRequest/admin?advert=999999', cast.owner)).statusCode).toBe(403);
    expect((await get('/tourRequest/admin?advert=abc', cast.owner)).statusCode).toBe(400);
    expect((await get('/tourRequest/admin')).statusCode).toBe(401);
    const byPerson = await get(
      `/tourRequest/admin?advert=${cast.advert.id}&user=${cast.owner.id}`,
      cast.owner,
    );
    expect(byPerson.statusCode).toBe(403);
    expect(byPerson.json().message).toBe(M.userFilterForStaff);
  });

  it("gives staff one person's requests, made as guest or received as owner", async () => {
    const asGuest = await get(`/tourRequest/admin?user=${cast.guest.id}`, cast.manager);
    expect(
      asGuest
        .json()
        .content.every((r: { guestUser: { id: number } }) => r.guestUser.id === cast.guest.id),
    ).toBe(true);
    expect(asGuest.json().totalElements).toBeGreaterThan(0);
    const asOwner = await get(`/tourRequest/admin?user=${cast.owner.id}`, cast.admin);
    expect(asOwner.json().totalElements).toBe(4);
  });
});

describe('GET /tourRequest/{id}', () => {
  it('shows a request to its guest, its owner and staff, and 404 to anyone else', async () => {
    for (const who of [cast.guest, cast.owner, cast.manager, cast.admin])
      expect((await get(`/tourRequest/${ids.pending}`, who)).statusCode).toBe(200);
    const stranger = await get(`/tourRequest/${ids.pending}`, cast.stranger);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ status: 404, message: M.missing });
    expect((await get('/tourRequest/999999', cast.admin)).statusCode).toBe(404);
    expect((await get(`/tourRequest/${ids.pending}`)).statusCode).toBe(401);
  });

  it('appears in the API documentation', async () => {
    const doc = (await get('/docs/json')).json() as { paths: Record<string, object> };
    for (const path of [
      '/api/tourRequest',
      '/api/tourRequest/admin',
      '/api/tourRequest/waiting',
      '/api/tourRequest/{id}',
      '/api/tourRequest/{id}/approve',
      '/api/tourRequest/{id}/decline',
      '/api/tourRequest/{id}/cancel',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { activityLogs, advertRevisions, adverts } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  lastMailTo,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

const STALE = 'This advert changed since you opened it. Review it again.';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let manager: TestUser;
/** Moderates only in bulk: no successful write of theirs makes their list reads fresh. */
let lister: TestUser;

beforeAll(async () => {
  // Signed-in list pages are shared for a while: a moderator told of a change must not be.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 60 });
  catalog = await makeCatalog(t);
  [owner, manager, lister] = await Promise.all([
    createUser(t),
    createUser(t, 'MANAGER'),
    createUser(t, 'MANAGER'),
  ]);
});
afterAll(() => t.close());

const rows = (ids: number[]) =>
  t.database.db.select().from(adverts).where(inArray(adverts.id, ids)).orderBy(adverts.id);
const logsOf = (advertId: number) =>
  t.database.db.select().from(activityLogs).where(eq(activityLogs.advertId, advertId));
const pending = (title: string) => makeAdvert(t, catalog, owner.id, { status: 0, title });
const opened = async (id: number) =>
  (await call(t, { method: 'GET', url: `/api/adverts/admin/${id}`, token: manager.token })).json();
const ownerEdits = (slug: string, title: string) =>
  call(t, {
    method: 'PUT',
    url: `/api/adverts/auth/${slug}`,
    token: owner.token,
    payload: advertForm(catalog, { title, slug }),
  });
const staffSave = (id: number, version: number, title: string) =>
  call(t, {
    method: 'PUT',
    url: `/api/adverts/admin/${id}`,
    token: manager.token,
    payload: { ...advertForm(catalog, { title }), status: 'ACTIVATED', version },
  });
const bulk = (payload: object) =>
  call(t, { method: 'PUT', url: '/api/adverts/admin/status', token: lister.token, payload });
const staffList = async () =>
  (
    await call(t, {
      method: 'GET',
      url: '/api/adverts?status=0&size=100&sort=createAt&type=DESC',
      token: lister.token,
    })
  ).json().content as Array<{ id: number; title: string; version: number }>;

describe('PUT /adverts/admin/{id} acts on the version the moderator opened', () => {
  it('refuses an advert its owner edited since, changing, logging and mailing nothing', async () => {
    const advert = await pending('As reviewed');
    const seen = await opened(advert.id);
    expect(seen).toMatchObject({ version: 1, advert: { version: 1, title: 'As reviewed' } });
    expect((await ownerEdits(advert.slug, 'Unseen text')).json().version).toBe(2);

    const res = await staffSave(advert.id, seen.version, 'As reviewed');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: STALE });
    expect((await rows([advert.id]))[0]).toMatchObject({ status: 0, title: 'Unseen text' });
    expect(await logsOf(advert.id)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ userId: manager.id })]),
    );
    expect((await lastMailTo(t, owner.email))?.subject ?? '').not.toContain('published');

    const again = await opened(advert.id);
    expect(again).toMatchObject({ version: 2, advert: { title: 'Unseen text' } });
    const saved = await staffSave(advert.id, again.version, 'Unseen text');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'ACTIVATED', version: 2 });
    expect((await lastMailTo(t, owner.email))?.subject).toContain('published');
  });

  it('answers the new version when the save itself changes the content', async () => {
    const advert = await pending('Before staff');
    const saved = await staffSave(advert.id, 1, 'Tidied by staff');
    expect(saved.json()).toMatchObject({ version: 2, status: 'ACTIVATED' });
    expect(await opened(advert.id)).toMatchObject({ version: 2 });
    expect((await staffSave(advert.id, 1, 'Tidied again')).statusCode).toBe(409);
  });

  it('asks for the version with a message', async () => {
    const advert = await pending('No version');
    for (const version of [undefined, 0, 'one', 1.5]) {
      const res = await call(t, {
        method: 'PUT',
        url: `/api/adverts/admin/${advert.id}`,
        token: manager.token,
        payload: { ...advertForm(catalog), status: 'ACTIVATED', version },
      });
      expect(res.statusCode, String(version)).toBe(400);
      expect(res.json().message).toContain('version');
    }
    expect((await rows([advert.id]))[0]?.status).toBe(0);
  });

  it('never ends with unseen content approved when an owner edit races the approval', async () => {
    for (let round = 0; round < 4; round++) {
      const advert = await pending(`Race ${round}`);
      const seen = await opened(advert.id);
      const [approval] = await Promise.all([
        staffSave(advert.id, seen.version, `Race ${round}`),
        ownerEdits(advert.slug, `Unseen ${round}`),
      ]);
      const [row] = await rows([advert.id]);
      // Either the approval came first (the owner's edit then waits as a revision of the live
      // advert) or it was refused (the edit went in place, still PENDING): the unseen title is
      // never public.
      const [revision] = await t.database.db
        .select()
        .from(advertRevisions)
        .where(eq(advertRevisions.advertId, advert.id));
      if (row?.status === 1) {
        expect(row.title).toBe(`Race ${round}`);
        expect(revision?.form.title).toBe(`Unseen ${round}`);
      } else expect(row).toMatchObject({ title: `Unseen ${round}`, status: 0 });
      expect([200, 409]).toContain(approval.statusCode);
    }
  });
});

describe('PUT /adverts/admin/status acts on the versions of the list', () => {
  it('changes none of the adverts when one changed since the list was read', async () => {
    const [a, b] = [await pending('Bulk one'), await pending('Bulk two')];
    const listed = (await staffList()).filter((x) => x.id === a.id || x.id === b.id);
    expect(listed.map((x) => x.version)).toEqual([1, 1]);
    await ownerEdits(b.slug, 'Bulk two, edited');

    const res = await bulk({ ids: [a.id, b.id], versions: { [a.id]: 1, [b.id]: 1 }, status: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: STALE });
    expect((await rows([a.id, b.id])).map((r) => r.status)).toEqual([0, 0]);
    expect(await logsOf(a.id)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ userId: lister.id })]),
    );

    // The list read again (not a shared page of before) shows the new version to approve.
    const fresh = (await staffList()).find((x) => x.id === b.id);
    expect(fresh).toMatchObject({ title: 'Bulk two, edited', version: 2 });
    const ok = await bulk({ ids: [a.id, b.id], versions: { [a.id]: 1, [b.id]: 2 }, status: 1 });
    expect(ok.statusCode).toBe(200);
    expect((await rows([a.id, b.id])).map((r) => r.status)).toEqual([1, 1]);
  });

  it('asks for the version of every chosen advert with a message', async () => {
    const [a, b] = [await pending('Versions one'), await pending('Versions two')];
    const bodies = [
      { ids: [a.id, b.id], status: 1 },
      { ids: [a.id, b.id], versions: { [a.id]: 1 }, status: 1 },
      { ids: [a.id], versions: { [a.id]: 0 }, status: 1 },
      { ids: [a.id], versions: [1], status: 1 },
    ];
    for (const body of bodies) {
      const res = await bulk(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain('version');
    }
    expect((await rows([a.id, b.id])).map((r) => r.status)).toEqual([0, 0]);
  });
});

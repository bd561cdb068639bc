import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advertRevisions, adverts } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  [owner, manager] = await Promise.all([createUser(t), createUser(t, 'MANAGER')]);
});
afterAll(() => t.close());

/** A live advert whose form, sent back unchanged, changes nothing. */
async function liveAdvert(title: string) {
  const advert = await makeAdvert(t, catalog, owner.id, { title, price: '90000.00' });
  const form = advertForm(catalog, { title, description: advert.description, values: [] });
  return { advert, form };
}
const edit = (slug: string, payload: object) =>
  call(t, { method: 'PUT', url: `/api/adverts/auth/${slug}`, token: owner.token, payload });
const versionOf = async (id: number) =>
  (await call(t, { method: 'GET', url: `/api/adverts/admin/${id}`, token: manager.token })).json()
    .version as number;
const decide = (versions: Record<number, number>, status: string, reason?: string) =>
  call(t, {
    method: 'PUT',
    url: '/api/adverts/admin/status',
    token: manager.token,
    payload: { ids: Object.keys(versions).map(Number), versions, status, reason },
  });
const row = async (id: number) =>
  (await t.database.db.select().from(adverts).where(eq(adverts.id, id)))[0]!;
const revisionRow = async (id: number) =>
  (await t.database.db.select().from(advertRevisions).where(eq(advertRevisions.advertId, id)))[0];
/** The advert as My Adverts lists it. */
async function listed(id: number) {
  const page = await call(t, {
    method: 'GET',
    url: '/api/adverts/auth?size=100',
    token: owner.token,
  });
  return (page.json().content as Array<{ id: number; edit: unknown }>).find((a) => a.id === id);
}

describe('what a saved owner edit of a live advert says (docs/product.md#revisions)', () => {
  it('a price alone: the new price is live, nothing waits', async () => {
    const { advert, form } = await liveAdvert('Olive grove house');
    const saved = await edit(advert.slug, { ...form, price: 85000 });
    expect(saved.json()).toMatchObject({ changesWaiting: false, priceLive: true });
  });

  it('a text change: it waits, and no price went live', async () => {
    const { advert, form } = await liveAdvert('Lemon tree flat');
    const saved = await edit(advert.slug, { ...form, title: 'Lemon tree flat renewed' });
    expect(saved.json()).toMatchObject({ changesWaiting: true, priceLive: false });
    // A mixed edit waits whole: its price is not live either.
    const mixed = await edit(advert.slug, { ...form, title: 'Lemon tree flat B', price: 70000 });
    expect(mixed.json()).toMatchObject({ changesWaiting: true, priceLive: false });
    expect((await row(advert.id)).price).toBe('90000.00');
    // The same waiting content with another price: that price goes live, the rest still waits.
    const price = await edit(advert.slug, { ...form, title: 'Lemon tree flat B', price: 60000 });
    expect(price.json()).toMatchObject({ changesWaiting: true, priceLive: true });
  });

  it('nothing changed: neither waits nor says a price went live', async () => {
    const { advert, form } = await liveAdvert('Fig yard house');
    expect((await edit(advert.slug, form)).json()).toMatchObject({
      changesWaiting: false,
      priceLive: false,
    });
  });
});

describe("staff's decision on a live advert's waiting edit", () => {
  it('rejecting says the edit was rejected and the advert stays live; My Adverts says so', async () => {
    const { advert, form } = await liveAdvert('Cedar house');
    await edit(advert.slug, { ...form, title: 'Cedar house call 0555' });
    expect(await listed(advert.id)).toMatchObject({ edit: { state: 'WAITING', reason: null } });
    const decided = await decide({ [advert.id]: await versionOf(advert.id) }, 'REJECTED', 'Phone');
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({
      message: 'Rejected the edit of 1 advert: the advert stays live as it was.',
      adverts: [expect.objectContaining({ id: advert.id, status: 'ACTIVATED', edit: 'REJECTED' })],
    });
    expect(await row(advert.id)).toMatchObject({ title: 'Cedar house', status: 1 });
    expect(await listed(advert.id)).toMatchObject({
      status: 'ACTIVATED',
      edit: { state: 'REJECTED', reason: expect.stringContaining('Phone') },
    });
  });

  it('approving says the changes are live; My Adverts has no edit left', async () => {
    const { advert, form } = await liveAdvert('Birch house');
    await edit(advert.slug, { ...form, title: 'Birch house with garden' });
    const decided = await decide({ [advert.id]: await versionOf(advert.id) }, 'ACTIVATED');
    expect(decided.json()).toEqual({
      message: 'Approved the edit of 1 advert: the changes are live.',
      adverts: [expect.objectContaining({ id: advert.id, status: 'ACTIVATED', edit: 'APPROVED' })],
    });
    expect((await row(advert.id)).title).toBe('Birch house with garden');
    expect(await listed(advert.id)).toMatchObject({ edit: null });
  });

  it('a bulk decision names the new adverts and the edits apart', async () => {
    const { advert, form } = await liveAdvert('Aspen house');
    await edit(advert.slug, { ...form, title: 'Aspen house renewed' });
    const fresh = await makeAdvert(t, catalog, owner.id, { title: 'Alder flat', status: 0 });
    const decided = await decide(
      { [advert.id]: await versionOf(advert.id), [fresh.id]: await versionOf(fresh.id) },
      'REJECTED',
      'Both wrong',
    );
    expect(decided.json().message).toBe(
      'Rejected 1 advert. Rejected the edit of 1 advert: the advert stays live as it was.',
    );
    const plain = decided.json().adverts.find((a: { id: number }) => a.id === fresh.id);
    expect(plain).not.toHaveProperty('edit');
  });

  it('a stale version refuses approving or rejecting the edit (409) and changes nothing', async () => {
    const { advert, form } = await liveAdvert('Maple house');
    await edit(advert.slug, { ...form, title: 'Maple house A' });
    const seen = await versionOf(advert.id);
    // Another moderator rejects it first: the version the first one saw is no longer current.
    expect((await decide({ [advert.id]: seen }, 'REJECTED', 'First look')).statusCode).toBe(200);
    const before = await revisionRow(advert.id);
    for (const status of ['ACTIVATED', 'REJECTED']) {
      const late = await decide({ [advert.id]: seen }, status, 'Second look');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        status: 409,
        message: 'This advert changed since you opened it. Review it again.',
      });
    }
    expect(await row(advert.id)).toMatchObject({ title: 'Maple house', status: 1 });
    expect(await revisionRow(advert.id)).toEqual(before);
  });
});

describe('the API docs', () => {
  it("describe the edit's state, the decided edit and the price that went live", async () => {
    const docs = (await call(t, { method: 'GET', url: '/api/docs/json' })).json();
    const answer = (path: string, method: string) =>
      JSON.stringify(docs.paths[path][method].responses[200]);
    expect(answer('/api/adverts/auth', 'get')).toContain('"edit"');
    expect(answer('/api/adverts/admin/status', 'put')).toContain('"APPROVED"');
    expect(answer('/api/adverts/auth/{slug}', 'put')).toContain('"priceLive"');
  });
});

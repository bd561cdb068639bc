import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advertRevisions, adverts } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  lastMailTo,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let stranger: TestUser;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  [owner, stranger, manager] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t, 'MANAGER'),
  ]);
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
const publicView = async (slug: string) =>
  (await call(t, { method: 'GET', url: `/api/adverts/${slug}` })).json().advert;
const revisionOf = (id: number, token = owner.token) =>
  call(t, { method: 'GET', url: `/api/adverts/custom/${id}/revision`, token });
const staffView = async (id: number) =>
  (await call(t, { method: 'GET', url: `/api/adverts/admin/${id}`, token: manager.token })).json();
const decide = (id: number, version: number, status: string, reason?: string) =>
  call(t, {
    method: 'PUT',
    url: '/api/adverts/admin/status',
    token: manager.token,
    payload: { ids: [id], versions: { [id]: version }, status, reason },
  });
const row = async (id: number) =>
  (await t.database.db.select().from(adverts).where(eq(adverts.id, id)))[0]!;

describe('an owner edit of a live advert (docs/product.md#revisions)', () => {
  it('waits as a revision while the public, the search and staff lists keep the approved one', async () => {
    const { advert, form } = await liveAdvert('Harbour loft');
    const saved = await edit(advert.slug, { ...form, title: 'Harbour loft Zephyrine' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'ACTIVATED', changesWaiting: true });
    expect((await publicView(advert.slug)).title).toBe('Harbour loft');
    const search = await call(t, { method: 'GET', url: '/api/adverts?q=Zephyrine' });
    expect(search.json().totalElements).toBe(0);
    const revision = await revisionOf(advert.id);
    expect(revision.json().revision).toMatchObject({ state: 'WAITING', reason: null });
    expect(revision.json().revision.form.title).toBe('Harbour loft Zephyrine');
    const opened = await staffView(advert.id);
    expect(opened.pendingRevision.changes).toEqual([
      { field: 'title', label: 'Title', before: 'Harbour loft', after: 'Harbour loft Zephyrine' },
    ]);
  });

  it('puts a change of price alone live at once, into the price history', async () => {
    const { advert, form } = await liveAdvert('Quay cottage');
    const saved = await edit(advert.slug, { ...form, price: 85000 });
    expect(saved.json()).toMatchObject({ status: 'ACTIVATED', changesWaiting: false });
    expect((await row(advert.id)).price).toBe('85000.00');
    const detail = (await call(t, { method: 'GET', url: `/api/adverts/${advert.slug}` })).json();
    expect(detail.priceHistory).toHaveLength(1);
    expect((await revisionOf(advert.id)).json()).toEqual({ revision: null });
  });

  it('keeps the price of a mixed edit waiting with the rest, and follows a later price change', async () => {
    const { advert, form } = await liveAdvert('Dune house');
    await edit(advert.slug, { ...form, title: 'Dune house renewed', price: 95000 });
    expect((await row(advert.id)).price).toBe('90000.00');
    // Same content as the waiting edit, another price: the price goes live, the edit still waits.
    const again = await edit(advert.slug, { ...form, title: 'Dune house renewed', price: 80000 });
    expect(again.json().changesWaiting).toBe(true);
    expect((await row(advert.id)).price).toBe('80000.00');
    expect((await revisionOf(advert.id)).json().revision.form.price).toBe(80000);
  });

  it('drops the waiting edit when the owner sends the approved content back', async () => {
    const { advert, form } = await liveAdvert('Mill barn');
    await edit(advert.slug, { ...form, title: 'Mill barn two' });
    const back = await edit(advert.slug, form);
    expect(back.json().changesWaiting).toBe(false);
    expect((await revisionOf(advert.id)).json()).toEqual({ revision: null });
  });

  it('edits a PENDING advert in place, as before', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { title: 'Pending flat', status: 0 });
    const form = advertForm(catalog, {
      title: 'Pending flat renamed',
      description: advert.description,
    });
    expect((await edit(advert.slug, form)).json().changesWaiting).toBe(false);
    expect((await row(advert.id)).title).toBe('Pending flat renamed');
  });

  it('shows the revision to its owner only', async () => {
    const { advert, form } = await liveAdvert('Private edit');
    await edit(advert.slug, { ...form, title: 'Private edit two' });
    expect((await revisionOf(advert.id, stranger.token)).statusCode).toBe(404);
    expect((await revisionOf(advert.id, manager.token)).statusCode).toBe(404);
    expect((await revisionOf(advert.id)).statusCode).toBe(200);
  });
});

describe("staff's decision on a waiting edit", () => {
  it('approving puts the edit live, keeps the advert ACTIVATED and tells the owner', async () => {
    const { advert, form } = await liveAdvert('Cliff villa');
    await edit(advert.slug, {
      ...form,
      title: 'Cliff villa with pool',
      description: 'Now with a pool.',
    });
    const { version } = await staffView(advert.id);
    const decided = await decide(advert.id, version, 'ACTIVATED');
    expect(decided.statusCode).toBe(200);
    expect(decided.json().adverts[0]).toMatchObject({ status: 'ACTIVATED' });
    const live = await row(advert.id);
    expect(live).toMatchObject({ title: 'Cliff villa with pool', status: 1 });
    expect((await publicView(live.slug)).description).toBe('Now with a pool.');
    const left = await t.database.db
      .select()
      .from(advertRevisions)
      .where(eq(advertRevisions.advertId, advert.id));
    expect(left).toEqual([]);
    expect((await lastMailTo(t, owner.email))?.subject).toBe(
      'Your changes to "Cliff villa with pool" are published',
    );
  });

  it('refuses a decision on an edit the owner changed since (409) and changes nothing', async () => {
    const { advert, form } = await liveAdvert('Pine lodge');
    await edit(advert.slug, { ...form, title: 'Pine lodge A' });
    const { version } = await staffView(advert.id);
    await edit(advert.slug, { ...form, title: 'Pine lodge B' });
    const decided = await decide(advert.id, version, 'ACTIVATED');
    expect(decided.statusCode).toBe(409);
    expect((await row(advert.id)).title).toBe('Pine lodge');
  });

  it('rejecting keeps the approved content live and shows the owner why', async () => {
    const { advert, form } = await liveAdvert('River flat');
    await edit(advert.slug, { ...form, title: 'River flat call 0555' });
    const { version } = await staffView(advert.id);
    const decided = await decide(advert.id, version, 'REJECTED', 'Contact details in the text');
    expect(decided.json().adverts[0]).toMatchObject({ status: 'ACTIVATED' });
    expect(await row(advert.id)).toMatchObject({ title: 'River flat', status: 1 });
    expect((await revisionOf(advert.id)).json().revision).toMatchObject({
      state: 'REJECTED',
      reason: 'Contact details in the text',
    });
    expect((await staffView(advert.id)).pendingRevision).toBeNull();
    const mail = await lastMailTo(t, owner.email);
    expect(mail?.subject).toBe('Your changes to "River flat" were not approved');
    expect(mail?.text).toContain('Reason: Contact details in the text');
    // The owner edits again: it waits once more.
    const again = await edit(advert.slug, { ...form, title: 'River flat by the water' });
    expect(again.json().changesWaiting).toBe(true);
    expect((await revisionOf(advert.id)).json().revision.state).toBe('WAITING');
  });
});

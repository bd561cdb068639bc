import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AdvertForm } from '@estate/contracts';
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
/** Waiting adverts in the order they entered the queue: a day apart, the oldest first. */
let waiting: Array<{ id: number; version: number }>;

const QUEUE = '/api/adverts/admin/queue';
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 9));

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  [owner, manager] = await Promise.all([createUser(t), createUser(t, 'MANAGER')]);
  // Made newest first, so the id order is the reverse of the waiting order.
  const made = [];
  for (const [n, fields] of [
    [4, { title: 'Garden villa', advertTypeId: catalog.typeIds[1] }],
    [3, { title: 'Harbour loft', categoryId: catalog.categoryIds[1] }],
    [2, { title: 'Garden flat' }],
    [1, { title: 'Quiet studio' }],
    [0, { title: 'Old cottage' }],
  ] as const)
    made.push(
      await makeAdvert(t, catalog, owner.id, { status: 0, pendingSince: day(n), ...fields }),
    );
  waiting = made.reverse();
  await makeAdvert(t, catalog, owner.id, { status: 1, title: 'Garden live' });
  await makeAdvert(t, catalog, owner.id, { status: 2, title: 'Garden refused' });
});
afterAll(() => t.close());

const queue = (query = '', token = manager.token) =>
  call(t, { method: 'GET', url: `${QUEUE}?${query}`, token });
const ids = (res: Awaited<ReturnType<typeof queue>>) =>
  res.json().content.map((a: { id: number }) => a.id);

describe('GET /adverts/admin/queue', () => {
  it('lists the waiting adverts oldest first with version, waiting time, kind and total', async () => {
    const res = await queue();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 5, totalPages: 1, number: 0, size: 20 });
    expect(ids(res)).toEqual(waiting.map((a) => a.id));
    expect(res.json().content[0]).toMatchObject({
      title: 'Old cottage',
      status: 'PENDING',
      version: 1,
      kind: 'NEW',
      waitingSince: day(0).toISOString(),
    });
  });

  it('pages, and filters by category, type and text; the total counts what matches', async () => {
    const second = await queue('page=1&size=2');
    expect(ids(second)).toEqual([waiting[2]!.id, waiting[3]!.id]);
    expect(second.json()).toMatchObject({ totalElements: 5, totalPages: 3 });
    const cat = await queue(`categoryid=${catalog.categoryIds[1]}`);
    expect(ids(cat)).toEqual([waiting[3]!.id]);
    expect(cat.json().totalElements).toBe(1);
    const type = await queue(`advert_type_id=${catalog.typeIds[1]}`);
    expect(ids(type)).toEqual([waiting[4]!.id]);
    const text = await queue('q=gard');
    expect(ids(text)).toEqual([waiting[2]!.id, waiting[4]!.id]);
    expect(text.json().totalElements).toBe(2);
    expect((await queue('q=...')).json()).toMatchObject({ totalElements: 0, content: [] });
    expect((await queue('page=9')).json()).toMatchObject({ totalElements: 5, content: [] });
  });

  it('refuses bad parameters with a message', async () => {
    for (const query of ['size=101', 'page=-1', 'categoryid=x', 'q=' + 'x'.repeat(101)]) {
      const res = await queue(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });

  it('asks a visitor to log in and refuses a customer', async () => {
    expect((await call(t, { method: 'GET', url: QUEUE })).statusCode).toBe(401);
    const res = await queue('', owner.token);
    expect(res.statusCode).toBe(403);
  });

  it('puts an advert sent back to review at the end, and drops a decided one', async () => {
    const refused = await makeAdvert(t, catalog, owner.id, {
      status: 2,
      statusReasonCode: 'DUPLICATE',
    });
    const db = t.database.db;
    await db.update(adverts).set({ status: 0 }).where(eq(adverts.id, refused.id));
    const [row] = await db.select().from(adverts).where(eq(adverts.id, refused.id));
    expect(row?.pendingSince).toBeInstanceOf(Date);
    expect(row?.statusReasonCode).toBeNull();
    expect(ids(await queue()).at(-1)).toBe(refused.id);
    await db
      .update(adverts)
      .set({ status: 1 })
      .where(inArray(adverts.id, [refused.id]));
    const [decided] = await db.select().from(adverts).where(eq(adverts.id, refused.id));
    expect(decided?.pendingSince).toBeNull();
    expect(ids(await queue())).toEqual(waiting.map((a) => a.id));
  });

  it("lists a live advert's waiting edit as EDIT from its submission, not a turned-down one", async () => {
    const db = t.database.db;
    const live = await makeAdvert(t, catalog, owner.id, { status: 1, title: 'Live edited' });
    const refusedEdit = await makeAdvert(t, catalog, owner.id, {
      status: 1,
      title: 'Live refused',
    });
    const form = { ...advertForm(catalog), location: '', isActive: true, values: [] } as AdvertForm;
    const submittedAt = new Date(day(2).getTime() + 3_600_000);
    await db.insert(advertRevisions).values([
      { advertId: live.id, form, values: [], submittedAt },
      { advertId: refusedEdit.id, form, values: [], submittedAt, rejectedAt: new Date() },
    ]);
    const res = await queue();
    expect(res.json().totalElements).toBe(6);
    const order = waiting.map((a) => a.id);
    expect(ids(res)).toEqual([...order.slice(0, 3), live.id, ...order.slice(3)]);
    expect(res.json().content[3]).toMatchObject({
      kind: 'EDIT',
      status: 'ACTIVATED',
      waitingSince: submittedAt.toISOString(),
    });
    expect(ids(await queue('size=2&page=1'))).toEqual([order[2], live.id]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AdminAdvertFormInput } from '@estate/contracts';
import { adverts } from '../../../db/schema';
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
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  [owner, admin] = await Promise.all([createUser(t), createUser(t, 'ADMIN')]);
});
afterAll(() => t.close());

const pending = () => makeAdvert(t, catalog, owner.id, { status: 0, title: 'Reasoned flat' });
const rows = (ids: number[]) =>
  t.database.db.select().from(adverts).where(inArray(adverts.id, ids)).orderBy(adverts.id);
const form = (fields: Partial<AdminAdvertFormInput>) =>
  advertForm(catalog, { title: 'Reasoned flat', ...fields });
const putOne = (id: number, version: number, body: object) =>
  call(t, {
    method: 'PUT',
    url: `/api/adverts/admin/${id}`,
    payload: { version, ...body },
    token: admin.token,
  });
const putMany = (list: Array<{ id: number; version: number }>, body: object) =>
  call(t, {
    method: 'PUT',
    url: '/api/adverts/admin/status',
    payload: {
      ids: list.map((a) => a.id),
      versions: Object.fromEntries(list.map((a) => [a.id, a.version])),
      ...body,
    },
    token: admin.token,
  });
const mine = async () =>
  (await call(t, { method: 'GET', url: '/api/adverts/auth?size=100', token: owner.token })).json()
    .content as Array<{ id: number; statusReason: string | null; statusReasonCode: string | null }>;

describe('rejection reasons from the list', () => {
  it('stores the code with the text; staff and the owner read both, the e-mail says the label', async () => {
    const advert = await pending();
    const res = await putOne(advert.id, advert.version, {
      ...form({ status: 'REJECTED' }),
      reasonCode: 'DUPLICATE',
      reason: 'Same as advert 12',
    });
    expect(res.statusCode).toBe(200);
    expect((await rows([advert.id]))[0]).toMatchObject({
      status: 2,
      statusReasonCode: 'DUPLICATE',
      statusReason: 'Same as advert 12',
    });
    const view = await call(t, {
      method: 'GET',
      url: `/api/adverts/admin/${advert.id}`,
      token: admin.token,
    });
    expect(view.json()).toMatchObject({ reasonCode: 'DUPLICATE', reason: 'Same as advert 12' });
    expect((await mine()).find((a) => a.id === advert.id)).toMatchObject({
      statusReasonCode: 'DUPLICATE',
      statusReason: 'Same as advert 12',
    });
    expect((await lastMailTo(t, owner.email))?.text).toContain(
      'Reason: Duplicate: Same as advert 12',
    );
  });

  it('rejects several at once with a code and no text', async () => {
    const list = await Promise.all([pending(), pending()]);
    const res = await putMany(list, { status: 'REJECTED', reasonCode: 'PICTURES' });
    expect(res.statusCode).toBe(200);
    expect((await rows(list.map((a) => a.id))).map((r) => r.statusReasonCode)).toEqual([
      'PICTURES',
      'PICTURES',
    ]);
    expect((await lastMailTo(t, owner.email))?.text).toContain(
      'Reason: Pictures do not show the property',
    );
  });

  it('counts a text without a code as Other (older clients)', async () => {
    const advert = await pending();
    await putMany([advert], { status: 'REJECTED', reason: 'Blurry' });
    expect((await rows([advert.id]))[0]).toMatchObject({
      statusReasonCode: 'OTHER',
      statusReason: 'Blurry',
    });
    expect((await lastMailTo(t, owner.email))?.text).toContain('Reason: Blurry\n');
  });

  it('refuses an unknown code and Other without text, changing nothing', async () => {
    const advert = await pending();
    const cases = [
      { reasonCode: 'UGLY', reason: 'x' },
      { reasonCode: 'OTHER' },
      { reasonCode: 'OTHER', reason: '   ' },
    ];
    for (const body of cases) {
      const one = await putOne(advert.id, advert.version, {
        ...form({ status: 'REJECTED' }),
        ...body,
      });
      expect(one.statusCode, JSON.stringify(body)).toBe(400);
      expect(one.json()).toMatchObject({ status: 400, message: expect.any(String) });
      const many = await putMany([advert], { status: 'REJECTED', ...body });
      expect(many.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await rows([advert.id]))[0]).toMatchObject({
      status: 0,
      statusReasonCode: null,
      title: 'Reasoned flat',
    });
  });

  it('answers 409 to a decision on a version the moderator did not see', async () => {
    const advert = await pending();
    await t.database.db
      .update(adverts)
      .set({ title: 'Changed by the owner' })
      .where(eq(adverts.id, advert.id));
    const body = { status: 'REJECTED', reasonCode: 'PRICE' };
    const many = await putMany([advert], body);
    expect(many.statusCode).toBe(409);
    expect(many.json().message).toBe('This advert changed since you opened it. Review it again.');
    const one = await putOne(advert.id, advert.version, { ...form({}), ...body });
    expect(one.statusCode).toBe(409);
    expect((await rows([advert.id]))[0]).toMatchObject({ status: 0, statusReasonCode: null });
  });

  it('drops the code when the advert is approved after all', async () => {
    const advert = await pending();
    await putMany([advert], { status: 'REJECTED', reasonCode: 'PRICE' });
    const [rejected] = await rows([advert.id]);
    await putMany([{ id: advert.id, version: rejected!.version }], { status: 'ACTIVATED' });
    expect((await rows([advert.id]))[0]).toMatchObject({
      status: 1,
      statusReason: null,
      statusReasonCode: null,
    });
  });
});

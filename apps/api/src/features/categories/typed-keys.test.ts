import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, propertyValues } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { advertForm, makeCatalog, type Catalog } from '../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
  owner = await createUser(t, 'CUSTOMER');
});
afterAll(() => t.close());

let made = 0;
const categoryForm = (properties: unknown[]) => {
  made += 1;
  return {
    title: `Typed ${made}`,
    slug: `typed-${made}`,
    icon: 'house',
    seq: 70 + made,
    properties,
  };
};
const saveCategory = (payload: object, id?: number) =>
  call(t, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/admin-category/${id}` : '/api/categories',
    payload,
    token: admin.token,
  });
const postAdvert = (payload: object, token = owner.token) =>
  call(t, { method: 'POST', url: '/api/adverts', payload, token });

/** A category with Bedrooms (0–20 rooms), Area (m²), Garden (yes/no) and Heating (a choice). */
async function typedCategory() {
  const res = await saveCategory(
    categoryForm([
      { name: 'Bedrooms', type: 'number', unit: 'rooms', min: 0, max: 20 },
      { name: 'Area', type: 'number', unit: 'm²', min: 1 },
      { name: 'Garden', type: 'boolean' },
      { name: 'Heating', type: 'choice', choices: ['Gas', 'Heat pump'] },
    ]),
  );
  expect(res.statusCode).toBe(201);
  const category = res.json();
  const [beds, area, garden, heating] = category.properties.map((p: { id: number }) => p.id);
  return { id: category.id as number, category, beds, area, garden, heating };
}

const formIn = (categoryId: number, values: Array<{ keyId: number; value: string }>) =>
  advertForm(catalog, { category: categoryId, values });

describe('typed property keys', () => {
  it('creates keys with their type, unit, range and choices, answered by the lookups', async () => {
    const { id, category } = await typedCategory();
    expect(category.properties).toMatchObject([
      { name: 'Bedrooms', type: 'number', unit: 'rooms', min: 0, max: 20, choices: [] },
      { name: 'Area', type: 'number', unit: 'm²', min: 1, max: null },
      { name: 'Garden', type: 'boolean', unit: null },
      { name: 'Heating', type: 'choice', choices: ['Gas', 'Heat pump'] },
    ]);
    const keys = await call(t, { method: 'GET', url: `/api/propertieskey/getAllByCatgory/${id}` });
    expect(keys.json()[0]).toEqual({
      id: category.properties[0].id,
      name: 'Bedrooms',
      type: 'number',
      unit: 'rooms',
      min: 0,
      max: 20,
      choices: [],
      nameTr: null,
      unitTr: null,
      choicesTr: [],
      choiceLabels: [],
    });
  });

  it('refuses a choice key without choices, a range upside down and an unknown type', async () => {
    for (const [property, field] of [
      [{ name: 'Heating', type: 'choice' }, 'properties.0.choices'],
      [{ name: 'Rooms', type: 'number', min: 5, max: 2 }, 'properties.0.max'],
      [{ name: 'Rooms', type: 'colour' }, 'properties.0.type'],
    ] as const) {
      const res = await saveCategory(categoryForm([property]));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().validations)).toContain(field);
    }
  });

  it('stores fitting values with their number and refuses misfits naming the key', async () => {
    const { id, beds, area, garden, heating } = await typedCategory();
    const ok = await postAdvert(
      formIn(id, [
        { keyId: beds, value: ' 3 ' },
        { keyId: area, value: '95.5' },
        { keyId: garden, value: 'yes' },
        { keyId: heating, value: 'heat PUMP' },
      ]),
    );
    expect(ok.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(propertyValues)
      .where(eq(propertyValues.advertId, ok.json().id));
    const byKey = new Map(rows.map((r) => [r.keyId, r]));
    expect(byKey.get(beds)).toMatchObject({ value: '3', numberValue: 3 });
    expect(byKey.get(area)).toMatchObject({ value: '95.5', numberValue: 95.5 });
    expect(byKey.get(garden)).toMatchObject({ value: 'Yes', numberValue: 1 });
    expect(byKey.get(heating)).toMatchObject({ value: 'Heat pump', numberValue: null });

    for (const [value, message] of [
      ['abc', 'Bedrooms must be a number'],
      ['-5', 'Bedrooms must be at least 0'],
      ['21', 'Bedrooms must be at most 20'],
    ]) {
      const res = await postAdvert(formIn(id, [{ keyId: beds, value: value! }]));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message,
        validations: { 'values.0.value': message },
      });
    }
    const wrongChoice = await postAdvert(formIn(id, [{ keyId: heating, value: 'Coal' }]));
    expect(wrongChoice.json().validations['values.0.value']).toBe(
      'Heating must be one of: Gas, Heat pump',
    );
    const wrongYesNo = await postAdvert(formIn(id, [{ keyId: garden, value: 'maybe' }]));
    expect(wrongYesNo.json().message).toBe('Garden must be yes or no');
  });

  it('refuses a type change that existing values do not fit (409 naming how many), else converts', async () => {
    const { id, category, beds, heating } = await typedCategory();
    for (const value of ['2', '4'])
      expect(
        (
          await postAdvert(
            formIn(id, [
              { keyId: beds, value },
              { keyId: heating, value: 'Gas' },
            ]),
          )
        ).statusCode,
      ).toBe(201);
    const properties = category.properties.map((p: object) => ({ ...p }));
    properties[0] = { ...properties[0], max: 3 };
    const refused = await saveCategory({ ...categoryForm([]), properties }, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^1 advert has a value of Bedrooms/);

    properties[0] = { ...properties[0], max: 20 };
    properties[3] = { ...properties[3], type: 'text' };
    const converted = await saveCategory({ ...categoryForm([]), properties }, id);
    expect(converted.statusCode).toBe(200);
    expect(converted.json().properties[3]).toMatchObject({ type: 'text', choices: [] });
  });

  it('keeps an advert currency (USD by default) and refuses one not offered', async () => {
    const { id } = await typedCategory();
    const usd = await postAdvert(formIn(id, []));
    const eur = await postAdvert({ ...formIn(id, []), currency: 'EUR' });
    const row = async (advertId: number) =>
      (await t.database.db.select().from(adverts).where(eq(adverts.id, advertId)))[0]!;
    expect((await row(usd.json().id)).currency).toBe('USD');
    expect((await row(eur.json().id)).currency).toBe('EUR');
    const bad = await postAdvert({ ...formIn(id, []), currency: 'JPY' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validations.currency).toBe('Currency must be one of USD, EUR, GBP, TRY');
    // An edit that leaves the currency out keeps it.
    const edit = await call(t, {
      method: 'PUT',
      url: `/api/adverts/auth/${eur.json().slug}`,
      payload: formIn(id, []),
      token: owner.token,
    });
    expect(edit.statusCode).toBe(200);
    expect((await row(eur.json().id)).currency).toBe('EUR');
  });
});

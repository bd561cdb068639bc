import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categoryPropertyKeys, propertyValues } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';

/** docs/product.md#the-sites-own-words: a list key's choices are named in the reader's language. */
let t: TestApp;
let catalog: Catalog;
let admin: TestUser;
let categoryId: number;
let keyId: number;
let advertSlug: string;
const TURKISH = { 'accept-language': 'tr-TR,tr;q=0.9' };
const ENGLISH = { 'accept-language': 'en-US' };
const CHOICES = ['Private garage', 'Driveway', 'Street parking'];
const CHOICES_TR = ['Özel garaj', 'Garaj yolu', null];

const parking = (extra: Record<string, unknown> = {}) => ({
  name: 'Parking',
  nameTr: 'Otopark',
  type: 'choice',
  choices: CHOICES,
  choicesTr: CHOICES_TR,
  ...extra,
});
const form = (properties: unknown[]) => ({
  title: 'Garages',
  titleTr: 'Garajlar',
  slug: 'garages-tr',
  icon: 'house',
  seq: 9,
  properties,
});
const saveCategory = (properties: unknown[], headers: Record<string, string> = {}) =>
  call(t, {
    method: 'PUT',
    url: `/api/admin-category/${categoryId}`,
    payload: form(properties),
    headers,
    token: admin.token,
  });
const storedKey = async () =>
  (
    await t.database.db
      .select()
      .from(categoryPropertyKeys)
      .where(eq(categoryPropertyKeys.id, keyId))
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
  const made = await call(t, {
    method: 'POST',
    url: '/api/categories',
    payload: form([parking()]),
    token: admin.token,
  });
  expect(made.statusCode).toBe(201);
  categoryId = made.json().id;
  keyId = made.json().properties[0].id;
  const advert = await makeAdvert(t, catalog, admin.id, { categoryId });
  advertSlug = advert.slug;
  await t.database.db
    .insert(propertyValues)
    .values({ advertId: advert.id, keyId, value: 'Driveway' });
});
afterAll(() => t.close());

describe('a list key’s choices in the reader’s language', () => {
  it('keeps the stored values and answers labels in the asked language, English where missing', async () => {
    const keysIn = async (headers: Record<string, string>) =>
      (
        await call(t, {
          method: 'GET',
          url: `/api/propertieskey/getAllByCatgory/${categoryId}`,
          headers,
        })
      ).json();
    const [tr] = await keysIn(TURKISH);
    expect(tr).toMatchObject({
      name: 'Otopark',
      choices: CHOICES,
      choicesTr: CHOICES_TR,
      choiceLabels: ['Özel garaj', 'Garaj yolu', 'Street parking'],
    });
    const [en] = await keysIn(ENGLISH);
    expect(en).toMatchObject({ name: 'Parking', choices: CHOICES, choiceLabels: CHOICES });
  });

  it('shows an advert’s choice by its Turkish name, the value as stored', async () => {
    const page = (
      await call(t, { method: 'GET', url: `/api/adverts/${advertSlug}`, headers: TURKISH })
    ).json();
    expect(page.values[0]).toMatchObject({
      keyName: 'Otopark',
      value: 'Driveway',
      valueLabel: 'Garaj yolu',
    });
    const english = (
      await call(t, { method: 'GET', url: `/api/adverts/${advertSlug}`, headers: ENGLISH })
    ).json();
    expect(english.values[0].value).toBe('Driveway');
    expect(english.values[0].valueLabel).toBeUndefined();
  });

  it('filters by the stored value whatever the reader’s language', async () => {
    const url = `/api/adverts?page=0&size=10&categoryid=${categoryId}&filter[${keyId}]=Driveway`;
    const res = await call(t, { method: 'GET', url, headers: TURKISH });
    expect(res.json().totalElements).toBe(1);
  });
});

describe('staff write the choices’ Turkish names', () => {
  it('carries the Turkish names to the same choices when only the choices change', async () => {
    const res = await saveCategory([
      {
        id: keyId,
        name: 'Parking',
        type: 'choice',
        choices: ['Street parking', 'Private garage', 'Driveway', 'Carport'],
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await storedKey()).choicesTr).toEqual([null, 'Özel garaj', 'Garaj yolu', null]);
    const restored = await saveCategory([parking({ id: keyId })]);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().properties[0].choicesTr).toEqual(CHOICES_TR);
  });

  it('refuses a wrong count, a blank, invisible formatting, two lines, or over 60 characters; saves nothing', async () => {
    const bad: Array<[unknown[], string]> = [
      [['Özel garaj', 'Garaj yolu'], 'Give one Turkish choice for each choice, in the same order'],
      [
        ['Özel garaj', '  ', null],
        'A Turkish choice must not be blank (null leaves it to the English one)',
      ],
      [['Özel\u202egaraj', null, null], expect.any(String)],
      [['Özel\ngaraj', null, null], expect.any(String)],
      [['Ö'.repeat(61), null, null], 'A Turkish choice must be at most 60 characters'],
      [['Özel garaj', 'özel GARAJ', null], 'Each Turkish choice may appear only once'],
    ];
    for (const [choicesTr, message] of bad) {
      // Both a kept key (checked against its choices) and a new one are refused alike.
      for (const key of [
        parking({ id: keyId, choicesTr }),
        parking({ name: 'Parking 2', choicesTr }),
      ]) {
        const res = await saveCategory([key]);
        expect(res.statusCode, JSON.stringify(choicesTr)).toBe(400);
        const validations = res.json().validations as Record<string, string>;
        const field = Object.keys(validations).find((f) => f.startsWith('properties.0.choicesTr'));
        expect(field, JSON.stringify(validations)).toBeDefined();
        expect(validations[field!]).toEqual(message);
      }
    }
    expect(await storedKey()).toMatchObject({
      name: 'Parking',
      choices: CHOICES,
      choicesTr: CHOICES_TR,
    });
  });

  it('refuses in Turkish to a Turkish reader', async () => {
    const res = await saveCategory([parking({ id: keyId, choicesTr: ['Özel garaj'] })], TURKISH);
    expect(res.statusCode).toBe(400);
    expect(res.json().validations['properties.0.choicesTr']).toBe(
      'Her seçenek için aynı sırada bir Türkçe ad verin',
    );
  });

  it('keeps no Turkish names when every one is left empty', async () => {
    const res = await saveCategory([parking({ id: keyId, choicesTr: [null, null, null] })]);
    expect(res.statusCode).toBe(200);
    expect((await storedKey()).choicesTr).toBeNull();
    expect(res.json().properties[0].choicesTr).toEqual([null, null, null]);
    await saveCategory([parking({ id: keyId })]);
  });
});

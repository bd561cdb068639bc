import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { makeCatalog, type Catalog } from '../../../test/factories';

let t: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
});
afterAll(() => t.close());

const get = (url: string) => call(t, { method: 'GET', url });

describe('lookups (public)', () => {
  it('lists advert types', async () => {
    const res = await get('/api/advert-types');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((x: { id: number }) => x.id)
        .sort(),
    ).toEqual([...catalog.typeIds].sort());
  });

  it('pages the active categories with their property keys, hiding inactive ones', async () => {
    const res = await get('/api/categories?page=0&size=100&sort=title&type=DESC&q=');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalElements: 1, totalPages: 1, number: 0, size: 100 });
    expect(page.content[0]).toMatchObject({
      id: catalog.categoryIds[0],
      isActive: true,
      properties: [{ name: 'Bedrooms' }, { name: 'Area' }],
    });
  });

  it('filters categories by q', async () => {
    expect((await get('/api/categories?q=zzz')).json().totalElements).toBe(0);
    expect((await get('/api/categories?q=HOUSE')).json().totalElements).toBe(1);
  });

  it('lists the property keys of a category, 404 for a missing one', async () => {
    const res = await get(`/api/propertieskey/getAllByCatgory/${catalog.categoryIds[0]}`);
    // The specification's id and name first, then the key's type fields.
    const text = {
      type: 'text',
      unit: null,
      unitTr: null,
      nameTr: null,
      min: null,
      max: null,
      choices: [],
      choicesTr: [],
      choiceLabels: [],
    };
    expect(res.json()).toEqual([
      { id: catalog.keyIds[0], name: 'Bedrooms', ...text },
      { id: catalog.keyIds[1], name: 'Area', ...text },
    ]);
    expect((await get('/api/propertieskey/getAllByCatgory/999999')).statusCode).toBe(404);
  });

  it('cascades country → cities → districts', async () => {
    expect((await get('/api/countries')).json()).toContainEqual({
      id: catalog.countryId,
      name: expect.any(String),
    });
    expect((await get(`/api/cities/${catalog.countryId}`)).json()).toEqual([
      { id: catalog.cityId, name: 'İstanbul' },
    ]);
    expect((await get(`/api/districts/${catalog.cityId}`)).json()).toEqual([
      { id: catalog.districtId, name: 'Kadıköy', latitude: null, longitude: null },
    ]);
    expect((await get('/api/cities/999999')).statusCode).toBe(404);
    expect((await get('/api/districts/999999')).statusCode).toBe(404);
  });

  it.each([
    '/api/cities/abc',
    '/api/districts/-1',
    '/api/propertieskey/getAllByCatgory/1.5',
    '/api/categories?size=101',
    '/api/categories?page=-1',
    '/api/categories?sort=password',
  ])('answers %s with 400 and a message', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

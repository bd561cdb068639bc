import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeCatalog, type Catalog } from '../../../test/factories';
import { checkListings, matchListings, readListingFile, readSiteCatalog } from './index';

let t: TestApp;
let catalog: Catalog;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
});
afterAll(() => t?.close());

describe('a catalogue file against the site database', () => {
  it('matches its names to the rows of the database and leaves inactive categories out', async () => {
    const site = await readSiteCatalog(t.database.db, 'USD');
    const house = site.categories.find((c) => c.id === catalog.categoryIds[0]);
    expect(house?.keys.map((k) => k.name)).toEqual(['Bedrooms', 'Area']);
    expect(site.categories.some((c) => c.id === catalog.inactiveCategoryId)).toBe(false);

    const [sale] = site.advertTypes.filter((a) => a.id === catalog.typeIds[0]);
    const country = site.countries.find((c) => c.id === catalog.countryId)!;
    const file = [
      'ListingId,PropertyType,PropertySubType,Title,PublicRemarks,ListPrice,Country,City,District,BedroomsTotal',
      `K-1,Residential,${house!.name},Flat,Quiet.,99000,${country.name},istanbul,KADIKOY,2`,
    ].join('\n');
    // The test's types are named "Sale <random>": name the sale type as the site has it.
    const named = { ...site, advertTypes: [{ ...sale!, name: 'Sale' }] };
    const { matched, problems } = matchListings(
      checkListings(readListingFile(file)).listings,
      named,
    );
    expect(problems).toEqual([]);
    expect(matched[0]).toMatchObject({
      categoryId: catalog.categoryIds[0],
      advertTypeId: catalog.typeIds[0],
      districtId: catalog.districtId,
      values: [{ keyId: catalog.keyIds[0], text: '2' }],
    });
  });
});

import { advertFormSchema } from '@estate/contracts';
import { describe, expect, it } from 'vitest';
import type { CheckedListing } from './listing-rows';
import { matchListings, toAdvertForm, type SiteCatalog } from './listing-match';

const CATALOG: SiteCatalog = {
  advertTypes: [
    { id: 1, name: 'Sale', nameTr: 'Satılık' },
    { id: 2, name: 'Rent', nameTr: 'Kiralık' },
  ],
  categories: [
    {
      id: 10,
      name: 'Apartment',
      nameTr: 'Daire',
      keys: [
        { id: 100, name: 'Bedrooms', type: 'number', min: 0, max: 20 },
        { id: 101, name: 'Area', type: 'number', min: 1, max: null },
        { id: 102, name: 'Heating', nameTr: 'Isıtma', type: 'choice', choices: ['Central', 'Gas'] },
      ],
    },
    { id: 11, name: 'Land', nameTr: 'Arsa', keys: [{ id: 110, name: 'Area', type: 'number' }] },
    { id: 12, name: 'House', nameTr: 'Müstakil Ev', keys: [] },
  ],
  countries: [{ id: 1, name: 'Türkiye' }],
  cities: [{ id: 34, name: 'İstanbul', countryId: 1 }],
  districts: [{ id: 341, name: 'Kadıköy', cityId: 34 }],
  siteCurrency: 'USD',
};

const listing = (more: Partial<CheckedListing> = {}): CheckedListing => ({
  line: 2,
  ListingId: 'A-1',
  PropertyType: 'Residential',
  PropertySubType: 'daire',
  Title: 'Flat',
  PublicRemarks: 'Near the ferry.',
  ListPrice: 250000,
  Country: 'turkiye',
  City: 'ISTANBUL',
  District: 'kadikoy',
  Media: [],
  Features: {},
  ...more,
});

describe('matching listings to the site', () => {
  it('finds types, categories, places and keys by either name, accents and case aside', () => {
    const { matched, problems } = matchListings(
      [
        listing({ BedroomsTotal: 3, LivingArea: 120, Features: { Isıtma: 'gas' } }),
        listing({
          ListingId: 'A-2',
          PropertyType: 'ResidentialLease',
          PropertySubType: 'SingleFamilyResidence',
          Currency: 'EUR',
          Latitude: 41,
          Longitude: 29,
        }),
        listing({
          ListingId: 'A-3',
          PropertyType: 'Land',
          PropertySubType: 'Land',
          BedroomsTotal: 0,
          LivingArea: 900,
        }),
      ],
      CATALOG,
    );
    expect(problems).toEqual([]);
    expect(matched[0]).toMatchObject({
      advertTypeId: 1,
      categoryId: 10,
      countryId: 1,
      cityId: 34,
      districtId: 341,
      currency: 'USD',
      point: null,
      values: [
        { keyId: 100, text: '3', number: 3 },
        { keyId: 101, text: '120', number: 120 },
        { keyId: 102, text: 'Gas', number: null },
      ],
    });
    expect(matched[1]).toMatchObject({
      advertTypeId: 2,
      categoryId: 12,
      currency: 'EUR',
      point: { latitude: 41, longitude: 29 },
    });
    // Land has no bedrooms: the feed's BedroomsTotal is left aside, its area kept.
    expect(matched[2]!.values).toEqual([{ keyId: 110, text: '900', number: 900 }]);
  });

  it('names each unknown name and each value that does not fit its key, and leaves the listing out', () => {
    const { matched, problems } = matchListings(
      [
        listing({ PropertySubType: 'Castle' }),
        listing({ ListingId: 'B', Country: 'Atlantis' }),
        listing({ ListingId: 'C', District: 'Moda' }),
        listing({ ListingId: 'D', BedroomsTotal: 50, Features: { Heating: 'Coal', Pool: 'yes' } }),
      ],
      CATALOG,
    );
    expect(matched).toEqual([]);
    expect(problems.map((p) => [p.listingId, p.field, p.message])).toEqual([
      [
        'A-1',
        'PropertySubType',
        'Unknown PropertySubType "Castle": use a category of the site, in English or Turkish.',
      ],
      ['B', 'Country', 'Unknown country "Atlantis".'],
      ['C', 'District', 'Unknown district "Moda" in İstanbul.'],
      ['D', 'BedroomsTotal', 'Bedrooms must be at most 20'],
      ['D', 'Features', 'Heating must be one of: Central, Gas'],
      ['D', 'Features', 'The category has no feature "Pool".'],
    ]);
  });

  it('fills the advert form the add page sends, which its schema accepts as it is', () => {
    const { matched } = matchListings(
      [listing({ BedroomsTotal: 2, Currency: 'GBP', Latitude: 40.99, Longitude: 29.03 })],
      CATALOG,
    );
    const form = toAdvertForm(matched[0]!);
    expect(advertFormSchema.parse(form)).toMatchObject(form);
    expect(form).toMatchObject({
      category: 10,
      district: 341,
      currency: 'GBP',
      point: { latitude: 40.99, longitude: 29.03 },
      values: [{ keyId: 100, value: '2' }],
    });
  });
});

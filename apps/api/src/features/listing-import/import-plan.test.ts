import { describe, expect, it } from 'vitest';
import { fingerprintOf, planCounts, planImport, type KeptListing } from './import-plan';
import type { MatchedListing } from './listing-match';

const listing = (id: string, more: Partial<MatchedListing> = {}): MatchedListing => ({
  line: 2,
  listingId: id,
  advertTypeId: 1,
  categoryId: 10,
  countryId: 1,
  cityId: 34,
  districtId: 341,
  title: `Flat ${id}`,
  description: 'Near the ferry.',
  price: 250000,
  currency: 'EUR',
  point: null,
  values: [
    { keyId: 101, text: '120', number: 120 },
    { keyId: 100, text: '3', number: 3 },
  ],
  pictures: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
  ...more,
});
const kept = (
  l: MatchedListing,
  advertId: number,
  more: Partial<KeptListing> = {},
): KeptListing => ({
  listingId: l.listingId,
  advertId,
  fingerprint: fingerprintOf(l),
  pictureUrls: l.pictures,
  active: true,
  ...more,
});

describe('the plan of an import', () => {
  it('changes nothing when the same file comes again, wherever its listings stand', () => {
    const file = [listing('A'), listing('B')];
    const before = [kept(file[0]!, 1), kept(file[1]!, 2)];
    const moved = [
      { ...file[1]!, line: 9, values: [...file[1]!.values].reverse() },
      { ...file[0]!, line: 3 },
    ];
    const plan = planImport(moved, before, { full: true, listedIds: new Set(['A', 'B']) });
    expect(planCounts(plan)).toEqual({ new: 0, changed: 0, unchanged: 2, missing: 0 });
  });

  it('creates new listings, changes edited ones, fetches only new picture addresses', () => {
    const a = listing('A');
    const edited = listing('A', {
      price: 240000,
      pictures: ['https://img.example/1.jpg', 'https://img.example/3.jpg'],
    });
    const plan = planImport([edited, listing('C')], [kept(a, 1)], {
      full: false,
      listedIds: new Set(['A', 'C']),
    });
    expect(planCounts(plan)).toEqual({ new: 1, changed: 1, unchanged: 0, missing: 0 });
    expect(plan.change[0]).toMatchObject({
      advertId: 1,
      fetch: ['https://img.example/3.jpg'],
      drop: ['https://img.example/2.jpg'],
    });
  });

  it('deactivates what a full file leaves out, never a listing it wrote but refused', () => {
    const [a, b, c] = [listing('A'), listing('B'), listing('C')];
    const before = [kept(a, 1), kept(b, 2), kept(c, 3), kept(listing('D'), 4, { active: false })];
    const partial = planImport([a], before, { full: false, listedIds: new Set(['A']) });
    expect(partial.deactivate).toEqual([]);
    const full = planImport([a], before, { full: true, listedIds: new Set(['A', 'B']) });
    expect(full.deactivate.map((k) => k.listingId)).toEqual(['C']);
  });

  it('switches a deactivated advert on again when its listing comes back', () => {
    const a = listing('A');
    const plan = planImport([a], [kept(a, 1, { active: false })], {
      full: true,
      listedIds: new Set(['A']),
    });
    expect(plan.change.map((c) => [c.advertId, c.fetch])).toEqual([[1, []]]);
  });
});

import { LISTING_FILE_LIMITS } from '@estate/contracts';
import { describe, expect, it } from 'vitest';
import { checkListings, readListingFile } from './index';

const HEADER =
  'ListingId,PropertyType,PropertySubType,Title,PublicRemarks,ListPrice,Currency,Country,City,District,BedroomsTotal,LivingArea,Media,Features';
const row = (id: string, extra: Partial<Record<'price' | 'remarks' | 'type', string>> = {}) =>
  [
    id,
    extra.type ?? 'Residential',
    'Apartment',
    `Flat ${id}`,
    extra.remarks ?? 'Bright flat near the park.',
    extra.price ?? '250000',
    'EUR',
    'Türkiye',
    'İstanbul',
    'Kadıköy',
    '3',
    '120.5',
    'https://img.example/a.jpg|https://img.example/b.jpg',
    'Floor=4; Heating=Central',
  ].join(',');

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { statusCode: number; message: string }).message;
  }
  throw new Error('expected a refusal');
};

describe('a CSV catalogue', () => {
  it('reads each listing with its line, pictures in order and features by name', () => {
    const file = [HEADER, row('A-1'), '', row('A-2')].join('\n');
    const { listings, problems } = checkListings(readListingFile(file));
    expect(problems).toEqual([]);
    expect(listings.map((l) => [l.line, l.ListingId])).toEqual([
      [2, 'A-1'],
      [4, 'A-2'],
    ]);
    expect(listings[0]).toMatchObject({
      PropertyType: 'Residential',
      ListPrice: 250000,
      Currency: 'EUR',
      BedroomsTotal: 3,
      LivingArea: 120.5,
      Media: ['https://img.example/a.jpg', 'https://img.example/b.jpg'],
      Features: { Floor: '4', Heating: 'Central' },
    });
  });

  it('counts lines past a quoted description that spans lines', () => {
    const file = [HEADER, row('A-1', { remarks: '"Two\nlines"' }), row('A-2')].join('\r\n');
    const { listings } = checkListings(readListingFile(file));
    expect(listings.map((l) => l.line)).toEqual([2, 4]);
    expect(listings[0]!.PublicRemarks).toBe('Two\nlines');
  });

  it('names the line and field of each refusal, and a ListingId given twice', () => {
    const file = [
      HEADER,
      row('A-1', { price: '-5' }),
      row('A-1b', { price: '10.505' }),
      row('A 2'),
      row('A-3', { type: 'Castle' }),
      row('A-4'),
      row('A-4'),
    ].join('\n');
    const { listings, problems } = checkListings(readListingFile(file));
    expect(listings.map((l) => l.ListingId)).toEqual(['A-4']);
    expect(problems).toEqual([
      { line: 2, listingId: 'A-1', field: 'ListPrice', message: 'Must be greater than 0' },
      {
        line: 3,
        listingId: 'A-1b',
        field: 'ListPrice',
        message: 'A price has at most two decimals',
      },
      expect.objectContaining({ line: 4, field: 'ListingId' }),
      expect.objectContaining({ line: 5, field: 'PropertyType' }),
      {
        line: 7,
        listingId: 'A-4',
        field: 'ListingId',
        message: 'This ListingId is also on line 6.',
      },
    ]);
  });

  it('refuses a malformed file naming its line, and an empty or oversized one', () => {
    expect(refusal(() => readListingFile(`${HEADER}\n${row('A-1')}\n"unclosed,quote`))).toMatch(
      /^The CSV is malformed at line 3/,
    );
    expect(refusal(() => readListingFile(`${HEADER}\n`))).toBe('The file holds no listings.');
    const many = [
      HEADER,
      ...Array.from({ length: LISTING_FILE_LIMITS.rows + 1 }, (_, i) => row(`X${i}`)),
    ];
    expect(refusal(() => readListingFile(many.join('\n')))).toMatch(/more than 5,000 listings/);
    expect(refusal(() => readListingFile('x'.repeat(LISTING_FILE_LIMITS.bytes + 1)))).toMatch(
      /over 5 MB/,
    );
  });
});

describe('a JSON catalogue', () => {
  const listing = (id: string | number, more: object = {}) => ({
    ListingId: id,
    PropertyType: 'ResidentialLease',
    PropertySubType: 'Villa',
    Title: 'Villa with a pool',
    PublicRemarks: 'Sea view.',
    ListPrice: 4200,
    Country: 'Türkiye',
    City: 'Antalya',
    District: 'Kaş',
    Latitude: 36.2,
    Longitude: 29.64,
    Media: [
      { MediaURL: 'https://img.example/2.jpg', Order: 2 },
      { MediaURL: 'https://img.example/1.jpg', Order: 1 },
    ],
    Features: { Pool: 'yes', Floors: 2 },
    ListAgentKey: 'ignored',
    ...more,
  });

  it('reads a RESO Web API answer, lines where each listing starts, other fields named once', () => {
    const file = JSON.stringify(
      { '@odata.context': 'x', value: [listing(7), listing('B-8')] },
      null,
      2,
    );
    const { listings, problems, ignoredFields } = checkListings(readListingFile(file));
    expect(problems).toEqual([]);
    // Each listing's line is the one its `{` opens on, just above its ListingId.
    const idLine = (id: string) =>
      file.split('\n').findIndex((l) => l.includes(`"ListingId": ${id}`));
    expect(listings.map((l) => [l.line, l.ListingId])).toEqual([
      [idLine('7'), '7'],
      [idLine('"B-8"'), 'B-8'],
    ]);
    expect(listings[0]!.Media).toEqual(['https://img.example/1.jpg', 'https://img.example/2.jpg']);
    expect(listings[0]!.Features).toEqual({ Pool: 'yes', Floors: '2' });
    expect(ignoredFields).toEqual(['ListAgentKey']);
  });

  it('refuses a half point, a private picture scheme and an item that is not a listing', () => {
    const file = JSON.stringify([
      listing('C-1', { Longitude: undefined }),
      listing('C-2', { Media: ['ftp://img.example/1.jpg'] }),
      'not a listing',
    ]);
    const { problems } = checkListings(readListingFile(file));
    expect(problems.map((p) => [p.listingId, p.field, p.message])).toEqual([
      ['C-1', 'Longitude', 'Give both Latitude and Longitude, or neither.'],
      ['C-2', 'Media', 'A picture must be an http or https address.'],
      [null, null, 'A listing must be an object of fields.'],
    ]);
  });

  it('names the line of malformed JSON, and refuses what is not a list', () => {
    expect(
      refusal(() => readListingFile('[\n  {"ListingId": "A"},\n  {"ListingId": }\n]')),
    ).toMatch(/^The JSON is malformed at line 3/);
    expect(refusal(() => readListingFile('{"listings": []}'))).toMatch(/must be an array/);
  });
});

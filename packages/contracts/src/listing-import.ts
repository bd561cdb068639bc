import { z } from 'zod';
import { multiLineString, singleLineString } from './common';
import { ADVERT_DESCRIPTION_MAX, ADVERT_TITLE_MAX } from './owner-adverts';
import { CURRENCIES } from './property-values';

/**
 * An agency's catalogue file (docs/catalogue-format.md): CSV with a header row, or JSON
 * (an array of listings, or `{ "value": [...] }` as a RESO Web API answer). Field names follow
 * the RESO Data Dictionary where one fits; `Title`, `Currency`, `District` and `Features` are
 * ours. Everything here is checked again by the server.
 */
export const LISTING_FILE_LIMITS = {
  bytes: 5 * 2 ** 20,
  rows: 5_000,
  listingId: 50,
  pictures: 20,
  pictureUrl: 2_000,
} as const;

/** The fields a listing may carry, in the order the documentation lists them. */
export const LISTING_FIELDS = [
  'ListingId',
  'PropertyType',
  'PropertySubType',
  'Title',
  'PublicRemarks',
  'ListPrice',
  'Currency',
  'Country',
  'City',
  'District',
  'Latitude',
  'Longitude',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'Media',
  'Features',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** RESO PropertyType values: a lease is our Rent, the others our Sale. */
export const LEASE_PROPERTY_TYPES = ['ResidentialLease', 'CommercialLease'] as const;
export const SALE_PROPERTY_TYPES = [
  'Residential',
  'ResidentialIncome',
  'CommercialSale',
  'Land',
  'Farm',
] as const;

export const LISTING_FILE_MESSAGES = {
  empty: 'The file holds no listings.',
  tooLarge: `The file is over ${LISTING_FILE_LIMITS.bytes / 2 ** 20} MB.`,
  tooManyRows: `The file has more than ${LISTING_FILE_LIMITS.rows.toLocaleString('en-US')} listings: split it.`,
  unknownFormat: 'The file is neither CSV with a header row nor JSON.',
  malformedJson: (line: number, detail: string) =>
    `The JSON is malformed at line ${line}: ${detail}`,
  malformedCsv: (line: number, detail: string) => `The CSV is malformed at line ${line}: ${detail}`,
  notAList: 'The JSON must be an array of listings or an object with a "value" array.',
  notAListing: 'A listing must be an object of fields.',
  required: 'Required',
  listingIdFormat: `Use at most ${LISTING_FILE_LIMITS.listingId} letters, digits, dots, dashes or underscores.`,
  duplicateListingId: (line: number) => `This ListingId is also on line ${line}.`,
  unknownPropertyType: `PropertyType must be one of ${[...SALE_PROPERTY_TYPES, ...LEASE_PROPERTY_TYPES].join(', ')}.`,
  notANumber: 'Must be a number',
  notPositive: 'Must be greater than 0',
  notWhole: 'Must be a whole number',
  twoDecimals: 'A price has at most two decimals',
  tooLarge12: 'Is too large',
  unknownCurrency: `Currency must be one of ${CURRENCIES.join(', ')}.`,
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  pointHalf: 'Give both Latitude and Longitude, or neither.',
  titleTooLong: `Title must be at most ${ADVERT_TITLE_MAX} characters`,
  descriptionTooLong: `PublicRemarks must be at most ${ADVERT_DESCRIPTION_MAX} characters`,
  tooManyPictures: `At most ${LISTING_FILE_LIMITS.pictures} pictures a listing.`,
  pictureUrl: 'A picture must be an http or https address.',
  features: 'Features must be an object of names and values, or "Name=Value; …" in CSV.',
} as const;
const M = LISTING_FILE_MESSAGES;

/** A number as written in the file: JSON numbers or CSV text with a dot for decimals. */
const numberField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z.number({ error: M.notANumber }).refine(Number.isFinite, M.notANumber),
);
const optionalNumber = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  numberField.optional(),
);
const wholeCount = optionalNumber.pipe(
  z.number().int(M.notWhole).min(0, M.notPositive).max(1_000, M.tooLarge12).optional(),
);
const text = (max: number, tooLong: string) =>
  singleLineString({ error: M.required }).trim().min(1, M.required).max(max, tooLong);

/**
 * One listing's fields after the format's own checks; places and keys are named, not ids. Other
 * fields (a RESO feed carries hundreds) are left out and named once in the report.
 */
export const listingRowSchema = z.object({
  ListingId: singleLineString({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(LISTING_FILE_LIMITS.listingId, M.listingIdFormat)
    .regex(/^[A-Za-z0-9._-]+$/, M.listingIdFormat),
  PropertyType: z.enum([...SALE_PROPERTY_TYPES, ...LEASE_PROPERTY_TYPES], {
    error: M.unknownPropertyType,
  }),
  PropertySubType: text(100, M.required),
  Title: text(ADVERT_TITLE_MAX, M.titleTooLong),
  PublicRemarks: multiLineString({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(5_000, M.descriptionTooLong),
  ListPrice: numberField.pipe(
    z
      .number()
      .gt(0, M.notPositive)
      .max(1e12, M.tooLarge12)
      .refine((v) => Math.round(v * 100) / 100 === v, M.twoDecimals),
  ),
  Currency: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.enum(CURRENCIES, { error: M.unknownCurrency }).optional(),
  ),
  Country: text(100, M.required),
  City: text(100, M.required),
  District: text(100, M.required),
  Latitude: optionalNumber.pipe(z.number().min(-90, M.latitude).max(90, M.latitude).optional()),
  Longitude: optionalNumber.pipe(
    z.number().min(-180, M.longitude).max(180, M.longitude).optional(),
  ),
  BedroomsTotal: wholeCount,
  BathroomsTotalInteger: wholeCount,
  LivingArea: optionalNumber.pipe(
    z.number().gt(0, M.notPositive).max(1e7, M.tooLarge12).optional(),
  ),
  Media: z
    .array(
      z
        .string()
        .trim()
        .max(LISTING_FILE_LIMITS.pictureUrl, M.pictureUrl)
        .regex(/^https?:\/\/\S+$/i, M.pictureUrl),
    )
    .max(LISTING_FILE_LIMITS.pictures, M.tooManyPictures)
    .default([]),
  Features: z.record(z.string().trim().min(1).max(100), z.string().trim().max(200)).default({}),
});
export type ListingRow = z.output<typeof listingRowSchema>;

/**
 * RESO PropertySubType words → the site's category names, for feeds that do not use ours
 * (the site's own English or Turkish names are tried first).
 */
export const PROPERTY_SUB_TYPE_NAMES: Readonly<Record<string, string>> = {
  SingleFamilyResidence: 'House',
  Townhouse: 'House',
  Duplex: 'House',
  Condominium: 'Apartment',
  Apartment: 'Apartment',
  StockCooperative: 'Apartment',
  Retail: 'Shop',
  Office: 'Office',
  UnimprovedLand: 'Land',
  Agriculture: 'Land',
};

/** Refusals of names the site does not know, each naming what was written. */
export const LISTING_MATCH_MESSAGES = {
  noAdvertType: (name: string) => `The site has no advert type "${name}".`,
  unknownCategory: (name: string) =>
    `Unknown PropertySubType "${name}": use a category of the site, in English or Turkish.`,
  unknownCountry: (name: string) => `Unknown country "${name}".`,
  unknownCity: (name: string, country: string) => `Unknown city "${name}" in ${country}.`,
  unknownDistrict: (name: string, city: string) => `Unknown district "${name}" in ${city}.`,
  unknownKey: (name: string) => `The category has no feature "${name}".`,
} as const;

/** A refusal of one field of one listing, at the line of the file where the listing starts. */
export const listingProblemSchema = z.object({
  line: z.number().int(),
  listingId: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type ListingProblem = z.infer<typeof listingProblemSchema>;

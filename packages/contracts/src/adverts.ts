import { z } from 'zod';
import { bboxQuerySchema } from './bbox';
import { priceChangeSchema } from './price-watch';
import { emptyAsUndefined, pageQuerySchema } from './common';
import { currencySchema } from './property-types';
import { REJECTION_MESSAGES, REJECTION_REASON_CODES } from './rejection-reasons';

/** A listed rejection reason (rejection-reasons.ts). */
export const rejectionReasonCodeSchema = z.enum(REJECTION_REASON_CODES, {
  error: REJECTION_MESSAGES.unknownCode,
});

export const advertFactsSchema = z.object({
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  area: z.number().nullable(),
  /** The area key's unit (m²). */
  areaUnit: z.string().nullable(),
});
export type AdvertFacts = z.infer<typeof advertFactsSchema>;

/** `filter[{keyId}]=3..5` arrives as `filter: {"12": "3..5"}` (docs/product.md#search). */
export const propertyFiltersSchema = z
  .record(
    z.string().regex(/^[1-9]\d{0,9}$/, 'filter keys must be property key ids'),
    z.string().max(100, 'A filter must be at most 100 characters'),
    { error: 'filter must be given as filter[keyId]=value' },
  )
  .optional();

export const ADVERT_STATUSES = ['PENDING', 'ACTIVATED', 'REJECTED'] as const;
export type AdvertStatus = (typeof ADVERT_STATUSES)[number];
/** The specification's codes: Pending 0, Activated 1, Rejected 2. */
export const ADVERT_STATUS_CODES: Record<AdvertStatus, number> = {
  PENDING: 0,
  ACTIVATED: 1,
  REJECTED: 2,
};

/** Accepts a status name or its code (0, 1, 2) and yields the name. */
export const advertStatusInputSchema = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return undefined;
    const s = String(v).trim().toUpperCase();
    return /^[012]$/.test(s) ? ADVERT_STATUSES[Number(s)] : s;
  },
  z
    .enum(ADVERT_STATUSES, { error: 'status must be PENDING, ACTIVATED or REJECTED (or 0, 1, 2)' })
    .optional(),
);

const ref = z.object({ id: z.number().int(), title: z.string() });
const place = z.object({ id: z.number().int(), name: z.string() });

export const advertSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  price: z.number(),
  isActive: z.boolean(),
  status: z.enum(ADVERT_STATUSES),
  statusReason: z.string().nullable(),
  /** The listed reason of a REJECTED advert (REJECTION_REASONS), shown with statusReason. */
  statusReasonCode: rejectionReasonCodeSchema.nullable().optional(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  tourCount: z.number().int(),
  createAt: z.string(),
  /** When the owner last changed the advert (docs/product.md#advert-page); sent by the API. */
  updateAt: z.string().optional(),
  /** Featured image for cards (card variant), or null: the client shows a placeholder. */
  url: z.string().nullable(),
  /** Widths of the featured image's variants, for srcset. */
  srcSet: z.string().nullable(),
  advertType: ref,
  category: ref,
  country: place,
  city: place,
  district: place,
  advertTypeName: z.string(),
  categoryName: z.string(),
  countryName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  user: z.object({ id: z.number().int() }),
  favory: z.boolean().optional(),
  /** Rises with each change of the content, pictures or values: staff moderate one version. */
  version: z.number().int(),
  /** The price's currency (docs/product.md#prices). */
  currency: currencySchema,
  /** Beds, baths and floor area from the category's typed keys, for cards; null when absent. */
  facts: advertFactsSchema,
  /** The map point (docs/product.md#map-search); always sent by the API. */
  point: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  /** The price before the last change when that change was a drop, else null: the card's mark. */
  reducedFrom: z.number().nullable(),
});
export type Advert = z.infer<typeof advertSchema>;

export const ADVERT_SORT_FIELDS = ['title', 'price', 'createAt', 'viewCount'] as const;
export type AdvertSortField = (typeof ADVERT_SORT_FIELDS)[number];

const optionalId = (name: string) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .positive(`${name} must be a positive number`)
      .max(2_147_483_647, `${name} is too large`)
      .optional(),
  );
const optionalPrice = (name: string) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .min(0, `${name} must not be negative`)
      .max(1e12, `${name} is too large`)
      .optional(),
  );

export const MAX_QUERY_LENGTH = 100;

/** GET /adverts: every parameter of the specification; an empty value means no filter. */
export const advertSearchQuerySchema = pageQuerySchema
  .extend({
    sort: z.preprocess(
      emptyAsUndefined,
      z
        .enum(ADVERT_SORT_FIELDS, { error: `sort must be one of ${ADVERT_SORT_FIELDS.join(', ')}` })
        .default('createAt'),
    ),
    q: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`)
        .optional(),
    ),
    categoryid: optionalId('categoryid'),
    advert_type_id: optionalId('advert_type_id'),
    price_start: optionalPrice('price_start'),
    price_end: optionalPrice('price_end'),
    status: advertStatusInputSchema,
    country: optionalId('country'),
    city: optionalId('city'),
    district: optionalId('district'),
    /** Filters on typed property values, by key id; they need `categoryid`. */
    filter: propertyFiltersSchema,
    /** Price filters and price sorting compare adverts of this currency (default: the site's). */
    currency: z.preprocess(emptyAsUndefined, currencySchema.optional()),
    /** Only adverts whose map point lies in this box (docs/product.md#map-search). */
    bbox: bboxQuerySchema,
    /**
     * Only the public adverts of this agency, by its slug (docs/product.md#agency-page): the
     * agency page's address carries the slug, so the page asks for its list without waiting for
     * the agency's id. An unknown or closed agency's slug matches nothing.
     */
    agency: z.preprocess(
      emptyAsUndefined,
      z.string().trim().max(200, 'agency must be at most 200 characters').optional(),
    ),
  })
  .refine((v) => v.filter === undefined || v.categoryid !== undefined, {
    path: ['filter'],
    message: 'Choose a category (categoryid) to filter by its properties',
  })
  .refine(
    (v) => v.price_start === undefined || v.price_end === undefined || v.price_start <= v.price_end,
    {
      path: ['price_end'],
      message: 'price_end must not be below price_start',
    },
  );
export type AdvertSearchQuery = z.infer<typeof advertSearchQuerySchema>;

export const advertImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbUrl: z.string(),
  cardUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  featured: z.boolean(),
});
export type AdvertImage = z.infer<typeof advertImageSchema>;

export const propertyValueSchema = z.object({
  id: z.number().int(),
  keyId: z.number().int(),
  keyName: z.string(),
  value: z.string(),
  categoryId: z.number().int(),
  /** The key's type and unit, so the page shows "120 m²" and "Yes". */
  type: z.enum(['number', 'boolean', 'text', 'choice']),
  unit: z.string().nullable(),
  /** A choice as the reader reads it (its Turkish name in Turkish); `value` stays as stored. */
  valueLabel: z.string().optional(),
});
export type PropertyValue = z.infer<typeof propertyValueSchema>;

/**
 * Where to centre the advert's map: its district's centre, else its city's (WGS 84 degrees). An
 * area, not the property's position, so the page draws a circle of the area's size, not a pin.
 */
export const advertPlaceSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  precision: z.enum(['district', 'city']),
});
export type AdvertPlace = z.infer<typeof advertPlaceSchema>;

export const advertDetailSchema = z.object({
  advert: advertSchema,
  imges: z.array(advertImageSchema),
  values: z.array(propertyValueSchema),
  /** Null when neither the district nor the city has a centre: the page then shows no map. */
  place: advertPlaceSchema.nullable(),
  /** Every change of the price, newest first (docs/product.md#price-watch). */
  priceHistory: z.array(priceChangeSchema),
});
export type AdvertDetail = z.infer<typeof advertDetailSchema>;

export const citySummarySchema = z.object({
  id: z.number().int(),
  cityName: z.string(),
  amount: z.number().int(),
});
export type CitySummary = z.infer<typeof citySummarySchema>;

export const typeSummarySchema = z.object({
  slug: z.string(),
  categoryName: z.string(),
  advertAmount: z.number().int(),
  icon: z.string(),
});
export type TypeSummary = z.infer<typeof typeSummarySchema>;

export const slugParamsSchema = z.object({
  slug: z.string().min(1).max(200),
});

export const popularParamsSchema = z.object({
  amount: z.coerce
    .number({ error: 'amount must be a number' })
    .int('amount must be a whole number')
    .min(1, 'amount must be at least 1')
    .max(50, 'amount must be at most 50'),
});

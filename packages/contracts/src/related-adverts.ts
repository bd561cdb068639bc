import { z } from 'zod';
import { advertDetailSchema, advertSchema, propertyValueSchema } from './adverts';
import { MAX_ID } from './common';

/** Similar homes on the advert page: at most this many (docs/product.md#similar-homes). */
export const SIMILAR_HOMES_LIMIT = 6;
/** The search for similar homes widens, step by step, until it has found at least this many. */
export const SIMILAR_HOMES_ENOUGH = 3;
/** The widest place similar homes are looked for in: this many kilometres around the advert. */
export const SIMILAR_HOMES_RADIUS_KM = 25;
/** The "Nearby" row: at most this many public homes, the closest on the map first. */
export const NEARBY_HOMES_LIMIT = 6;
/** Compare holds at most this many adverts (docs/product.md#compare). */
export const COMPARE_LIMIT = 4;

export const advertIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be a positive number')
    .max(MAX_ID, 'id is too large'),
});

/** GET /adverts/similar/{id}: public adverts like this one, the closest price first. */
export const similarAdvertsSchema = z.array(advertSchema);

/**
 * How far the similar homes shown reach from the advert (docs/product.md#similar-homes): the
 * narrowest place, price spread and category that hold all of them, for the section's heading.
 */
export const similarScopeSchema = z.object({
  /** Same district, same city, or within SIMILAR_HOMES_RADIUS_KM on the map. */
  place: z.enum(['district', 'city', 'radius']),
  /** Priced within this many per cent of the advert either way: 20 or 35. */
  pricePercent: z.number().int(),
  /** Whether homes of another category (of the same advert type) are among them. */
  anyCategory: z.boolean(),
  radiusKm: z.number(),
});
export type SimilarScope = z.infer<typeof similarScopeSchema>;

/** A home in the "Nearby" row: its card and how far it is from the advert, in metres. */
export const nearbyHomeSchema = advertSchema.extend({ distanceMeters: z.number().int() });
export type NearbyHome = z.infer<typeof nearbyHomeSchema>;

/**
 * GET /adverts/{slug}: the advert page with its similar and nearby homes, so a phone gets the
 * whole page in one answer; none when the advert is not public. `similarScope` (null when there
 * are no similar homes) and `nearby` are always sent by the API.
 */
export const advertPageSchema = advertDetailSchema.extend({
  similar: similarAdvertsSchema,
  similarScope: similarScopeSchema.nullable().optional(),
  nearby: z.array(nearbyHomeSchema).optional(),
});
export type AdvertPage = z.infer<typeof advertPageSchema>;

const COMPARE_IDS_MESSAGE = `ids must be 1 to ${COMPARE_LIMIT} advert ids separated by commas, e.g. ids=12,40`;

/** GET /adverts/compare?ids=12,40: the ids in the order they are compared, repeats dropped. */
export const compareQuerySchema = z.object({
  ids: z
    .string({ error: COMPARE_IDS_MESSAGE })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, COMPARE_IDS_MESSAGE)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= COMPARE_LIMIT, COMPARE_IDS_MESSAGE)
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), COMPARE_IDS_MESSAGE),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** One compared advert: its card and its property values (key name → value). */
export const comparedAdvertSchema = z.object({
  advert: advertSchema,
  values: z.array(propertyValueSchema),
});
export type ComparedAdvert = z.infer<typeof comparedAdvertSchema>;
/** The public ones of the asked ids, in the order asked; unknown or unpublished ids are left out. */
export const compareResponseSchema = z.array(comparedAdvertSchema);

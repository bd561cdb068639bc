import { z } from 'zod';
import { advertSearchQuerySchema } from './adverts';

/** How many places the search box offers above the adverts (docs/product.md#public-site). */
export const PLACE_SUGGESTION_COUNT = 5;

/**
 * GET /adverts/places: cities and districts whose name has a word starting with `q` (case,
 * accents and Turkish letters folded), counted over the public adverts of the chosen advert type
 * and category. A blank `q` answers no places.
 */
export const placeSuggestionsQuerySchema = z.object({
  q: advertSearchQuerySchema.shape.q,
  categoryid: advertSearchQuerySchema.shape.categoryid,
  advert_type_id: advertSearchQuerySchema.shape.advert_type_id,
});
export type PlaceSuggestionsQuery = z.infer<typeof placeSuggestionsQuerySchema>;

/** A city, or a district with its city; `amount` is its number of public adverts. */
export const placeSuggestionSchema = z.object({
  kind: z.enum(['city', 'district']),
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int(),
  cityId: z.number().int(),
  cityName: z.string(),
  /** Null for a city. */
  districtId: z.number().int().nullable(),
  amount: z.number().int(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placeSuggestionsSchema = z.array(placeSuggestionSchema);

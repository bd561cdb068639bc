import { z } from 'zod';
import { emptyAsUndefined, pageQuerySchema } from './common';
import { propertyTypeFieldsSchema } from './property-types';

/**
 * `title` is in the request's language (English when no name is kept in it); `titleTr` is the
 * kept Turkish name, null while missing, so staff can find the gaps (docs/product.md#the-sites-own-words).
 */
export const advertTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleTr: z.string().nullable().optional(),
});
export type AdvertType = z.infer<typeof advertTypeSchema>;

/** A key keeps the specification's `id` and `name`; its type, unit, range and choices come after. */
export const propertyKeySchema = z
  .object({ id: z.number().int(), name: z.string() })
  .extend(propertyTypeFieldsSchema.shape)
  // The kept Turkish name and unit, null while missing; `name`/`unit` are in the asked language.
  // Always sent; optional so that readers written before them still fit.
  .extend({ nameTr: z.string().nullable().optional(), unitTr: z.string().nullable().optional() })
  // A list's choices stay the stored values (filters and addresses use them); `choicesTr` holds
  // their kept Turkish names (null where missing), `choiceLabels` what the asked language reads.
  .extend({
    choicesTr: z.array(z.string().nullable()).optional(),
    choiceLabels: z.array(z.string()).optional(),
  });
export type PropertyKey = z.infer<typeof propertyKeySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  /** In the request's language; `titleTr` is the kept Turkish name, null while missing. */
  title: z.string(),
  titleTr: z.string().nullable().optional(),
  slug: z.string(),
  icon: z.string(),
  seq: z.number().int(),
  isActive: z.boolean(),
  properties: z.array(propertyKeySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const placeSchema = z.object({ id: z.number().int(), name: z.string() });
/** A district with its centre (null when unknown): the advert forms' pin starts there. */
export const districtSchema = placeSchema.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type District = z.infer<typeof districtSchema>;
export type Place = z.infer<typeof placeSchema>;

export const CATEGORY_SORT_FIELDS = ['title', 'seq', 'id'] as const;

/** GET /categories?page=0&size=100&sort=title&type=DESC&q= */
export const categoryListQuerySchema = pageQuerySchema.extend({
  sort: z.preprocess(
    emptyAsUndefined,
    z
      .enum(CATEGORY_SORT_FIELDS, {
        error: `sort must be one of ${CATEGORY_SORT_FIELDS.join(', ')}`,
      })
      .default('seq'),
  ),
  q: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  ),
});

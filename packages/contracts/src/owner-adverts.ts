import { z } from 'zod';
import { advertStatusInputSchema, ADVERT_SORT_FIELDS } from './adverts';
import { mapPointSchema } from './map';
import { emptyAsUndefined, multiLineString, pageQuerySchema, singleLineString } from './common';
import { isReservedSlug } from './reserved-slugs';
import { currencySchema } from './property-types';

/** Texts of the advert forms, shown by the web app and answered by the API. */
export const ADVERT_FORM_MESSAGES = {
  required: 'Required',
  slug: "Required and don't use space character!",
  negativePrice: 'Price must be 0 or more',
  titleTooLong: 'Title must be at most 150 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  locationTooLong: 'Location must be at most 300 characters',
  valueTooLong: 'A property value must be at most 200 characters',
} as const;

export const ADVERT_TITLE_MAX = 150;
export const ADVERT_DESCRIPTION_MAX = 5000;
const M = ADVERT_FORM_MESSAGES;

/**
 * A required id from a select: a positive whole number, 'Required' otherwise
 * (docs/product.md#form-rules).
 */
const requiredId = z.preprocess(
  emptyAsUndefined,
  z.coerce
    .number({ error: M.required })
    .int(M.required)
    .min(1, M.required)
    .max(2_147_483_647, M.required),
);

/** Slugs in the editors: a-z, 0-9 and hyphens, no spaces, and not the name of a route. */
export const advertSlugSchema = singleLineString({ error: M.slug }, M.slug)
  .trim()
  .min(1, M.slug)
  .max(120, M.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.slug)
  .refine((slug) => !isReservedSlug(slug), M.slug);

/** One property value of the advert's category; an empty value removes the entry. */
export const advertValueInputSchema = z.object({
  keyId: requiredId,
  value: singleLineString().trim().max(200, M.valueTooLong),
});

/**
 * The advert form of the add page and the owner editor (docs/product.md#adverts). A `status` sent
 * by an owner is ignored; staff set it in the admin editor.
 */
export const advertFormSchema = z.object({
  title: singleLineString({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(ADVERT_TITLE_MAX, M.titleTooLong),
  description: multiLineString({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(ADVERT_DESCRIPTION_MAX, M.descriptionTooLong),
  price: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: M.required })
      .min(0, M.negativePrice)
      .max(1e12, 'Price is too large')
      .refine((v) => Math.round(v * 100) / 100 === v, 'Price has at most two decimals'),
  ),
  advertType: requiredId,
  category: requiredId,
  country: requiredId,
  city: requiredId,
  district: requiredId,
  location: singleLineString().trim().max(300, M.locationTooLong).default(''),
  /** The owner's own on/off switch. */
  isActive: z.boolean().default(true),
  values: z.array(advertValueInputSchema).max(100).default([]),
  /** Left out: a new advert's is USD, an edited one keeps its own (docs/product.md#prices). */
  currency: currencySchema.optional(),
  /** The pin; without one the advert sits at its district's centre (docs/product.md#map-search). */
  point: mapPointSchema.optional(),
  /** Editors only; the add page has none (made from the title). */
  slug: advertSlugSchema.optional(),
  /**
   * A new advert posted for the poster's agency, who is then its responsible agent
   * (docs/product.md#agency-adverts); an edit keeps the advert's agency whatever is sent.
   */
  forAgency: z.boolean().optional(),
  status: advertStatusInputSchema,
});
export type AdvertFormInput = z.input<typeof advertFormSchema>;
export type AdvertForm = z.output<typeof advertFormSchema>;

export const advertSavedSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(['PENDING', 'ACTIVATED', 'REJECTED']),
  /** The advert's version after the save. */
  version: z.number().int(),
  /** An owner's edit of a live advert: the changes wait for review while the approved version stays public. */
  changesWaiting: z.boolean().optional(),
  /** An owner's edit of a live advert that changed its price: the new price is public at once. */
  priceLive: z.boolean().optional(),
});
export type AdvertSaved = z.infer<typeof advertSavedSchema>;

/** GET /adverts/auth: the caller's own adverts in every status (or one). */
export const ownerAdvertsQuerySchema = pageQuerySchema.extend({
  size: pageQuerySchema.shape.size.default(3),
  sort: z.preprocess(
    emptyAsUndefined,
    z
      .enum(ADVERT_SORT_FIELDS, { error: `sort must be one of ${ADVERT_SORT_FIELDS.join(', ')}` })
      .default('createAt'),
  ),
  q: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  ),
  status: advertStatusInputSchema,
});
export type OwnerAdvertsQuery = z.infer<typeof ownerAdvertsQuerySchema>;

import { z } from 'zod';
import { emptyAsUndefined, singleLineString, translatedNameSchema } from './common';

export const ADVERT_TYPE_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 40 characters',
  titleTrTooLong: 'The Turkish title must be at most 40 characters',
} as const;

/** POST /advert-types and PUT /advert-types/{id}. */
export const advertTypeFormSchema = z
  .object({
    title: singleLineString({ error: ADVERT_TYPE_FORM_MESSAGES.titleRequired })
      .trim()
      .min(1, ADVERT_TYPE_FORM_MESSAGES.titleRequired)
      .max(40, ADVERT_TYPE_FORM_MESSAGES.titleTooLong),
    /** Left out or empty: no Turkish name, readers see the English one. */
    titleTr: translatedNameSchema(40, ADVERT_TYPE_FORM_MESSAGES.titleTrTooLong),
  })
  .strict();
export type AdvertTypeForm = z.infer<typeof advertTypeFormSchema>;

/** GET /advert-types/admin?q=: the staff list, filtered by a part of the title. */
export const advertTypeAdminQuerySchema = z.object({
  q: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  ),
});
export type AdvertTypeAdminQuery = z.infer<typeof advertTypeAdminQuerySchema>;

/** The advert types page shows titles with a trailing 's' removed ("Sales" → "Sale"). */
export const advertTypeDisplayTitle = (title: string) => title.replace(/s$/, '');

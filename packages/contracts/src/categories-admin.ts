import { z } from 'zod';
import { isCategoryIcon } from './category-icons';
import {
  emptyAsUndefined,
  pageQuerySchema,
  singleLineString,
  translatedNameSchema,
} from './common';
import { isReservedSlug } from './reserved-slugs';
import { CATEGORY_SORT_FIELDS } from './lookups';
import { propertyTypeInputSchema } from './property-types';
import { choicesTrIssues, typeFieldIssues, typeFieldsOf } from './property-values';

/** Texts of the category forms, shown by the web app and answered by the API. */
export const CATEGORY_FORM_MESSAGES = {
  titleRequired: 'Category name is required',
  titleTooLong: 'Category name must be at most 60 characters',
  titleTrTooLong: 'The Turkish category name must be at most 60 characters',
  propertyTrTooLong: 'A Turkish property name must be at most 60 characters',
  unitTrTooLong: 'A Turkish unit must be at most 20 characters',
  slugRequired: 'Slug is required',
  slugMin: 'min5 char',
  slugSpaces: 'The slug must not contain spaces',
  slugCharacters: 'Use lower-case letters, digits and hyphens only',
  slugTooLong: 'Slug must be at most 80 characters',
  slugReserved: 'This slug is the name of a page of the site; choose another',
  iconRequired: 'Icon is required',
  iconUnknown: 'Choose one of the offered icons',
  seqRequired: 'Sequence is required',
  seqRange: 'Sequence must be a whole number from 0 to 9999',
  propertyRequired: 'A property name must not be empty',
  propertyTooLong: 'A property name must be at most 60 characters',
  propertyTwice: 'Each property name may appear only once',
  tooManyProperties: 'A category may have at most 50 properties',
} as const;
const M = CATEGORY_FORM_MESSAGES;

/** The category slug has at least 5 characters. */
export const CATEGORY_SLUG_MIN = 5;

export const categoryTitleSchema = singleLineString({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(60, M.titleTooLong);

/** At least 5 characters, no spaces; a-z, 0-9 and hyphens like the advert slugs; no route's name. */
export const categorySlugSchema = singleLineString({ error: M.slugRequired }, M.slugCharacters)
  .trim()
  .min(1, M.slugRequired)
  .min(CATEGORY_SLUG_MIN, M.slugMin)
  .max(80, M.slugTooLong)
  .refine((s) => !/\s/.test(s), M.slugSpaces)
  .refine((s) => /^[a-z0-9-]*$/.test(s), M.slugCharacters)
  .refine((s) => !isReservedSlug(s), M.slugReserved);

export const categoryIconSchema = z
  .string({ error: M.iconRequired })
  .trim()
  .min(1, M.iconRequired)
  .refine(isCategoryIcon, M.iconUnknown);

export const categorySeqSchema = z
  .number({ error: M.seqRequired })
  .int(M.seqRange)
  .min(0, M.seqRange)
  .max(9999, M.seqRange);

/** A property key as the form sends it: `id` for a key the category already has. */
export const categoryPropertyInputSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name: singleLineString({ error: M.propertyRequired })
      .trim()
      .min(1, M.propertyRequired)
      .max(60, M.propertyTooLong),
    nameTr: translatedNameSchema(60, M.propertyTrTooLong),
    unitTr: translatedNameSchema(20, M.unitTrTooLong),
  })
  .extend(propertyTypeInputSchema.shape);
export type CategoryPropertyInput = z.infer<typeof categoryPropertyInputSchema>;

/** Names compare without case: "Area" and "area" are one property. */
export const propertyNameKey = (name: string) => name.trim().toLocaleLowerCase('en');

/** A new key's type fields and, for a list, its choices' Turkish names agree. */
function newKeyIssues(key: CategoryPropertyInput) {
  const fields = typeFieldsOf(key);
  const turkish = fields.type === 'choice' ? choicesTrIssues(fields.choices, key.choicesTr) : [];
  return [...typeFieldIssues(fields), ...turkish];
}

/**
 * POST /categories and PUT /admin-category/{id}. Properties are the whole list after the edit:
 * a listed id keeps its key (renamed when the name changed), a key left out is removed.
 */
export const categoryFormSchema = z
  .object({
    title: categoryTitleSchema,
    /** Left out or empty: no Turkish name, readers see the English one. */
    titleTr: translatedNameSchema(60, M.titleTrTooLong),
    slug: categorySlugSchema,
    icon: categoryIconSchema,
    seq: categorySeqSchema,
    isActive: z.boolean().default(true),
    /** Left out on an update, the keys stay as they are (never wiped by a partial client). */
    properties: z.array(categoryPropertyInputSchema).max(50, M.tooManyProperties).optional(),
  })
  .strict()
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.properties?.forEach((p, i) => {
      const key = propertyNameKey(p.name);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['properties', i, 'name'], message: M.propertyTwice });
      seen.add(key);
      // A new key's own fields must agree; a kept key's are checked against it by the server.
      if (p.id === undefined)
        for (const issue of newKeyIssues(p))
          ctx.addIssue({
            code: 'custom',
            path: ['properties', i, issue.path],
            message: issue.message,
          });
    });
  });
export type CategoryForm = z.infer<typeof categoryFormSchema>;
export type CategoryFormInput = z.input<typeof categoryFormSchema>;

/** GET /categories/admin?page&size&sort&type&q: every category, active or not. */
export const categoryAdminQuerySchema = pageQuerySchema.extend({
  sort: z.preprocess(emptyAsUndefined, z.enum(CATEGORY_SORT_FIELDS).default('seq')),
  q: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  ),
});
export type CategoryAdminQuery = z.infer<typeof categoryAdminQuerySchema>;

import {
  CATEGORY_FORM_MESSAGES as M,
  categoryIconSchema,
  categoryPropertyInputSchema,
  categorySeqSchema,
  categorySlugSchema,
  categoryTitleSchema,
  translatedNameSchema,
  choicesTrIssues,
  typeFieldIssues,
  typeFieldsOf,
  type Category,
  type CategoryForm,
  type PropertyKey,
} from '@estate/contracts';
import { z } from 'zod';
import type { PropertyEntry } from './property-names';

/** The form's own shape: the sequence is typed as text and read as a number. */
export interface CategoryFormValues {
  title: string;
  /** The Turkish name; empty for none (Turkish readers then see the English one). */
  titleTr: string;
  slug: string;
  icon: string;
  seq: string;
  isActive: boolean;
  properties: PropertyEntry[];
}

/**
 * The contract's rules and messages (docs/product.md#form-rules), with the sequence read from its
 * text.
 */
export const categoryFormValuesSchema = z.object({
  title: categoryTitleSchema,
  titleTr: translatedNameSchema(60, M.titleTrTooLong),
  slug: categorySlugSchema,
  icon: categoryIconSchema,
  seq: z.string().trim().min(1, M.seqRequired).transform(Number).pipe(categorySeqSchema),
  isActive: z.boolean(),
  // Every key's type fields agree (the server checks kept keys against their values too).
  properties: z.array(categoryPropertyInputSchema).superRefine((properties, ctx) =>
    properties.forEach((p, i) => {
      const fields = typeFieldsOf(p);
      const turkish = fields.type === 'choice' ? choicesTrIssues(fields.choices, p.choicesTr) : [];
      for (const issue of [...typeFieldIssues(fields), ...turkish])
        ctx.addIssue({ code: 'custom', path: [i, issue.path], message: issue.message });
    }),
  ),
});

export const EMPTY_CATEGORY: CategoryFormValues = {
  title: '',
  titleTr: '',
  slug: '',
  icon: '',
  seq: '',
  isActive: true,
  properties: [],
};

export const fromCategory = (category: Category, keys: PropertyKey[]): CategoryFormValues => ({
  title: category.title,
  titleTr: category.titleTr ?? '',
  slug: category.slug,
  icon: category.icon,
  seq: String(category.seq),
  isActive: category.isActive,
  properties: keys.map((k) => ({
    id: k.id,
    name: k.name,
    nameTr: k.nameTr ?? null,
    unitTr: k.unitTr ?? null,
    type: k.type,
    unit: k.unit,
    min: k.min,
    max: k.max,
    choices: k.choices,
    choicesTr: k.choicesTr ?? null,
  })),
});

export type CategoryFormOutput = CategoryForm;

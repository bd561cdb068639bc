import { z } from 'zod';
import { singleLineString } from './common';
import { CURRENCIES, PROPERTY_TYPE_MESSAGES as M, PROPERTY_TYPES } from './property-values';

/** Zod schemas of typed property keys and currencies; the rules themselves are in property-values.ts. */
const bound = z.number({ error: 'A bound must be a number' }).min(-1e12).max(1e12).nullable();

/**
 * The typed part of a property key as the category form sends it: each field left out keeps what
 * the key has (a new key: text, no unit, no range, no choices).
 */
export const propertyTypeInputSchema = z.object({
  type: z.enum(PROPERTY_TYPES, { error: M.typeUnknown }).optional(),
  unit: singleLineString().trim().max(20, M.unitTooLong).nullable().optional(),
  min: bound.optional(),
  max: bound.optional(),
  choices: z
    .array(singleLineString().trim().min(1, M.choicesRequired).max(60, M.choiceTooLong))
    .max(50, M.tooManyChoices)
    .optional(),
  /**
   * The choices' Turkish names, one per choice in the same order, null where none is written
   * (docs/product.md#the-sites-own-words). Left out: the key keeps those it has.
   */
  choicesTr: z
    .array(singleLineString().trim().min(1, M.choiceTrBlank).max(60, M.choiceTrTooLong).nullable())
    .max(50, M.choicesTrCount)
    .nullable()
    .optional(),
});

/** The typed part of a property key as the API answers it. */
export const propertyTypeFieldsSchema = z.object({
  type: z.enum(PROPERTY_TYPES),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  choices: z.array(z.string()),
});

export const currencySchema = z.enum(CURRENCIES, { error: M.currencyUnknown });

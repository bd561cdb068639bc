import type { Resolver } from 'react-hook-form';
import type { TourRequestFormValues } from './tour-request-values';

/**
 * Checks the form with its zod schema, loaded at the first check: the advert page, where the form
 * is, renders without zod (docs/decisions/0013-web-first-load.md).
 */
export const tourRequestResolver: Resolver<TourRequestFormValues> = async (...args) =>
  (await import('./tour-request-schema')).tourRequestZodResolver(...args);

import { DEFAULT_TOUR_TIME } from '@estate/contracts';
import type { Resolver } from 'react-hook-form';

/** Today in the visitor's own calendar, as the date input writes it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface TourRequestFormValues {
  tourDate: string;
  tourTime: string;
}

export const TOUR_FORM_DEFAULTS: TourRequestFormValues = {
  tourDate: '',
  tourTime: DEFAULT_TOUR_TIME,
};

/**
 * Checks the form with its zod schema, loaded at the first check: the advert page, where the form
 * is, renders without zod (docs/decisions/0013-web-first-load.md).
 */
export const tourRequestResolver: Resolver<TourRequestFormValues> = async (...args) =>
  (await import('./tour-request-schema')).tourRequestZodResolver(...args);

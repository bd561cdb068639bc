import { DEFAULT_TOUR_TIME, TOUR_TIME_SLOTS } from '@estate/contracts';
import { z } from 'zod';

/** Today in the visitor's own calendar, as the date input writes it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const tourRequestFormSchema = z.object({
  tourDate: z
    .string()
    .min(1, 'Please choose a tour date.')
    .refine((v) => v >= localToday(), 'Please choose today or a later date.'),
  tourTime: z.string().refine((v) => TOUR_TIME_SLOTS.includes(v), 'Please choose a time.'),
});
export type TourRequestFormValues = z.infer<typeof tourRequestFormSchema>;

export const TOUR_FORM_DEFAULTS: TourRequestFormValues = {
  tourDate: '',
  tourTime: DEFAULT_TOUR_TIME,
};

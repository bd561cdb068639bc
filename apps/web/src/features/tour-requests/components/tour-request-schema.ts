import { TOUR_TIME_SLOTS } from '@estate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { localToday, type TourRequestFormValues } from './tour-request-values';

const tourRequestFormSchema = z.object({
  tourDate: z
    .string()
    .min(1, 'Please choose a tour date.')
    .refine((v) => v >= localToday(), 'Please choose today or a later date.'),
  tourTime: z.string().refine((v) => TOUR_TIME_SLOTS.includes(v), 'Please choose a time.'),
});

export const tourRequestZodResolver = zodResolver<
  TourRequestFormValues,
  unknown,
  TourRequestFormValues
>(tourRequestFormSchema);

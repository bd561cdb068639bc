import { TOUR_TIME_SLOTS } from '@estate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { visitsText } from '../../texts';
import { localToday, type TourRequestFormValues } from './tour-request-values';

const tourRequestFormSchema = z.object({
  tourDate: z
    .string()
    .min(1, { error: () => visitsText('chooseDate') })
    .refine((v) => v >= localToday(), { error: () => visitsText('chooseLaterDate') }),
  tourTime: z
    .string()
    .refine((v) => TOUR_TIME_SLOTS.includes(v), { error: () => visitsText('chooseTime') }),
});

export const tourRequestZodResolver = zodResolver<
  TourRequestFormValues,
  unknown,
  TourRequestFormValues
>(tourRequestFormSchema);

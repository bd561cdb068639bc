import { z } from 'zod';
import { ADVERT_STATUSES, advertDetailSchema, advertStatusInputSchema } from './adverts';
import { advertFormSchema } from './owner-adverts';

export const ADMIN_ADVERT_MESSAGES = {
  reasonTooLong: 'The reason must be at most 500 characters',
} as const;

/**
 * PUT /adverts/admin/{id}: the owner's form plus the status (a name or the code 0, 1, 2; left
 * out, the status stays) and, when rejecting, an optional reason shown to the owner.
 */
export const adminAdvertFormSchema = advertFormSchema.extend({
  status: advertStatusInputSchema,
  reason: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(500, ADMIN_ADVERT_MESSAGES.reasonTooLong).optional(),
  ),
});
export type AdminAdvertFormInput = z.input<typeof adminAdvertFormSchema>;
export type AdminAdvertForm = z.output<typeof adminAdvertFormSchema>;

function emptyToUndefined(v: unknown) {
  return v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
}

/** GET /adverts/admin/{id}: the owner view, with the status and the rejection reason on top. */
export const adminAdvertDetailSchema = advertDetailSchema.extend({
  status: z.enum(ADVERT_STATUSES),
  reason: z.string().nullable(),
});
export type AdminAdvertDetail = z.infer<typeof adminAdvertDetailSchema>;

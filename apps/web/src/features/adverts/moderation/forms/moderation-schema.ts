import { ADMIN_ADVERT_MESSAGES, ADVERT_STATUSES, multiLineString } from '@estate/contracts';
import { z } from 'zod';

export const REASON_REQUIRED = 'Tell the owner why the advert is rejected';

/** A rejection's reason: the owner reads it in My Adverts, so one is asked for. */
export const rejectionReasonSchema = multiLineString()
  .trim()
  .min(1, REASON_REQUIRED)
  .max(500, ADMIN_ADVERT_MESSAGES.reasonTooLong);

/** The admin editor's STATUS and reason: a reason is required only when rejecting. */
export const moderationFieldsSchema = z
  .object({ status: z.enum(ADVERT_STATUSES), reason: z.string() })
  .superRefine((value, ctx) => {
    if (value.status !== 'REJECTED') return;
    const reason = rejectionReasonSchema.safeParse(value.reason);
    if (!reason.success)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: reason.error.issues[0]!.message });
  });
export type ModerationFields = z.infer<typeof moderationFieldsSchema>;

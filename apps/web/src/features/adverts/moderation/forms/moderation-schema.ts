import {
  ADMIN_ADVERT_MESSAGES,
  ADVERT_STATUSES,
  multiLineString,
  REJECTION_MESSAGES,
  type RejectionReasonCode,
} from '@estate/contracts';
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

export const REASON_CODE_REQUIRED = 'Choose a reason';

/** A rejection from the dialog: a listed reason and the optional text (required for Other). */
export interface Rejection {
  reasonCode: RejectionReasonCode;
  reason?: string;
}

/** The dialog's choice and text checked as the server checks them. */
export function checkRejection(
  code: RejectionReasonCode | undefined,
  text: string,
): { rejection: Rejection } | { errors: { code?: string; reason?: string } } {
  const reason = text.trim();
  const tooLong = reason.length > 500 ? ADMIN_ADVERT_MESSAGES.reasonTooLong : undefined;
  const missing = code === 'OTHER' && !reason ? REJECTION_MESSAGES.otherNeedsText : undefined;
  if (!code || tooLong || missing)
    return {
      errors: { code: code ? undefined : REASON_CODE_REQUIRED, reason: tooLong ?? missing },
    };
  return { rejection: { reasonCode: code, reason: reason || undefined } };
}

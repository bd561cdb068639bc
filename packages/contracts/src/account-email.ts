import { z } from 'zod';
import { emailSchema } from './auth';

/** "Didn't get the e-mail?": a new confirmation link for an account not yet confirmed. */
export const resendConfirmationRequestSchema = z.strictObject({ email: emailSchema });
export type ResendConfirmationRequest = z.infer<typeof resendConfirmationRequestSchema>;

/** A change of e-mail address, confirmed through a link sent to the new address. */
export const emailChangeRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'Required' }).min(1, 'Required').max(128, 'Max 128 characters'),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

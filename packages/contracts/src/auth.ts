import { z } from 'zod';
import { singleLineString } from './common';
import { phoneSchema, requiredText, userSchema } from './users';

export { TERMS_VERSION } from './terms';
export const TERMS_CONSENT_MESSAGE = 'You must agree to the Terms of Use and the Privacy Policy.';

/** The server's password rule for register, reset and change; messages are the specification's. */
export const passwordRuleSchema = z
  .string({ error: 'Required' })
  .min(1, 'Required')
  .min(8, 'At least 8 characters')
  .max(128, 'Max 128 characters')
  .regex(/[a-z]/, 'One lowercase char')
  .regex(/[A-Z]/, 'One uppercase char')
  .regex(/[0-9]/, 'One number');

export const emailSchema = singleLineString({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(100, 'Max 100 characters')
  .pipe(z.email({ error: 'Invalid email address' }));

export const loginRequestSchema = z.strictObject({
  email: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100, 'Max 100 characters'),
  password: z.string({ error: 'Required' }).min(1, 'Required').max(128, 'Max 128 characters'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authResponseSchema = z.object({
  user: userSchema,
  token: z.string().nullable(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const registerRequestSchema = z
  .strictObject({
    firstName: requiredText(50),
    lastName: requiredText(50),
    phone: phoneSchema,
    email: emailSchema,
    password: passwordRuleSchema,
    confirmPassword: z.string({ error: 'Required' }).min(1, 'Required'),
    /** The consent checkbox: the server stores when and to which TERMS_VERSION. */
    acceptTerms: z.literal(true, { error: TERMS_CONSENT_MESSAGE }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords must match',
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The old client posts the bare e-mail as the JSON body; `{ email }` is accepted too. */
export const forgotPasswordRequestSchema = z.union([
  z.strictObject({ email: emailSchema }),
  emailSchema.transform((email) => ({ email })),
]);

export const resetPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  code: z.string({ error: 'Required' }).trim().min(1, 'Required').max(64, 'Max 64 characters'),
  password: passwordRuleSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** PATCH user/auth. `email` and `code` are sent by the old client and ignored. */
export const passwordChangeRequestSchema = z.strictObject({
  password: z.string({ error: 'Required' }).min(1, 'Required').max(128, 'Max 128 characters'),
  newPassword: passwordRuleSchema,
  email: z.unknown().optional(),
  code: z.unknown().optional(),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

export const confirmCodeParamsSchema = z.strictObject({
  code: z.string().min(1).max(128),
});

import {
  emailSchema,
  passwordRuleSchema,
  phoneSchema,
  PHONE_PATTERN,
  requiredText,
  singleLineString,
  TERMS_CONSENT_MESSAGE,
} from '@estate/contracts';
import { z } from 'zod';

/**
 * Form rules (docs/product.md#form-rules); where the server has the same rule, its schema is used.
 */
const required = (message = 'Required') =>
  singleLineString({ error: message }).trim().min(1, message);

/** The two password fields must agree; checked as soon as the second one is filled in. */
const matching = <T extends z.ZodRawShape>(
  shape: T,
  field: keyof T & string,
  other: keyof T & string,
) =>
  z
    .object(shape)
    .refine(
      (v) => (v as Record<string, unknown>)[field] === (v as Record<string, unknown>)[other],
      {
        path: [other],
        message: 'Passwords must match',
        when: ({ value }) => {
          const values = value as Record<string, unknown> | undefined;
          return typeof values?.[other] === 'string' && values[other] !== '';
        },
      },
    );

export const loginFormSchema = z.object({
  email: required(),
  password: z.string().min(1, 'Required'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const registerFormSchema = matching(
  {
    firstName: requiredText(50),
    lastName: requiredText(50),
    phone: phoneSchema,
    email: emailSchema,
    password: passwordRuleSchema,
    confirmPassword: z.string().min(1, 'Required'),
    acceptTerms: z.boolean().refine((accepted) => accepted, TERMS_CONSENT_MESSAGE),
  },
  'password',
  'confirmPassword',
);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;

/** "Didn't get the e-mail?" asks only for the address, like forgot password. */
export const resendConfirmationFormSchema = forgotPasswordFormSchema;

export const emailChangeFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Required'),
});
export type EmailChangeFormValues = z.infer<typeof emailChangeFormSchema>;

export const resetPasswordFormSchema = matching(
  {
    resetCode: required(),
    email: emailSchema,
    newPassword: passwordRuleSchema,
    retryNewPassword: z.string().min(1, 'Required'),
  },
  'newPassword',
  'retryNewPassword',
);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const profileFormSchema = z.object({
  firstName: required('enter first name').max(50, 'Max 50 characters'),
  lastName: required('enter last name').max(50, 'Max 50 characters'),
  // One message for a missing phone and one that is not a number (docs/product.md#form-rules).
  phone: required('enter phone number').regex(PHONE_PATTERN, 'enter phone number'),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export const changePasswordFormSchema = matching(
  {
    password: z.string().min(1, 'Required'),
    newPassword: passwordRuleSchema,
    retryNewPassword: z.string().min(1, 'Required'),
  },
  'newPassword',
  'retryNewPassword',
);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

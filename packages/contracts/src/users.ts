import { z } from 'zod';
import { singleLineString } from './common';
import { languageSchema } from './languages';

export const ROLES = ['ADMIN', 'MANAGER', 'CUSTOMER'] as const;
export const roleSchema = z.enum(ROLES, { error: 'Invalid role' });
export type Role = z.infer<typeof roleSchema>;

/**
 * A profile photo's addresses (docs/product.md#profile-photo): square WebP files whose names
 * change with every upload, so a browser may keep each for good.
 */
export const userPhotoSchema = z.object({
  /** 256 × 256. */
  url: z.string(),
  /** 128 × 128, for the small circles (header, cards, lists). */
  smallUrl: z.string(),
});
export type UserPhoto = z.infer<typeof userPhotoSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  role: roleSchema,
  /** Null until the person uploads one; their initials stand in for it. */
  photo: userPhotoSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET and PUT /user/auth: the user and their own settings. */
export const profileSchema = userSchema.extend({
  /** Whether the daily price-drop e-mail about their favourites goes out (docs/product.md#price-watch). */
  priceDropEmails: z.boolean(),
  /** The language the person reads the site and their e-mails in (docs/product.md#languages). */
  language: languageSchema.optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PUT /user/auth/photo`: one picture as multipart/form-data; the browser sends it already cut
 * to a square, and the server cuts the middle square of anything else.
 */
export const profilePhotoUploadSchema = z.object({
  multipartFile: z.string().meta({
    format: 'binary',
    description: 'A JPEG, PNG or WebP picture, at most 5 MB.',
  }),
});

/** 6 to 19 digits, optionally after a + (docs/product.md#accounts). */
export const PHONE_PATTERN = /^\+?[0-9]{6,19}$/;

/** A required one-line text such as a name. */
const requiredText = (max: number) =>
  singleLineString({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `Max ${max} characters`);

export const phoneSchema = singleLineString({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .regex(PHONE_PATTERN, 'Phone must be digits, optionally starting with +');

/** PUT /user/auth: e-mail and role travel with it but are never changed through it. */
export const profileUpdateSchema = z.strictObject({
  firstName: requiredText(50),
  lastName: requiredText(50),
  phone: phoneSchema,
  /** The daily price-drop e-mail about one's favourites (docs/product.md#price-watch); kept when left out. */
  priceDropEmails: z.boolean({ error: 'priceDropEmails must be true or false' }).optional(),
  id: z.unknown().optional(),
  email: z.unknown().optional(),
  role: z.unknown().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export { requiredText };

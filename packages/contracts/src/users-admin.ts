import { z } from 'zod';
import { emptyAsUndefined, pageQuerySchema } from './common';
import { phoneSchema, requiredText, roleSchema } from './users';

// The back office's Users page (docs/product.md#users).

export const USER_ADMIN_SORT_FIELDS = ['id', 'firstName', 'lastName', 'email', 'createAt'] as const;

/** GET /user/admin?page&size&sort&type&q: q matches name, e-mail or phone. */
export const userAdminQuerySchema = pageQuerySchema.extend({
  sort: z.preprocess(
    emptyAsUndefined,
    z
      .enum(USER_ADMIN_SORT_FIELDS, {
        error: `sort must be one of ${USER_ADMIN_SORT_FIELDS.join(', ')}`,
      })
      .default('id'),
  ),
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(100, 'q is too long').optional()),
});
export type UserAdminQuery = z.infer<typeof userAdminQuerySchema>;

/** PUT /user/{id}/admin: the e-mail travels with the form but is never changed. */
export const userAdminUpdateSchema = z.strictObject({
  firstName: requiredText(50),
  lastName: requiredText(50),
  phone: phoneSchema,
  role: roleSchema,
  id: z.unknown().optional(),
  email: z.unknown().optional(),
});
export type UserAdminUpdate = z.infer<typeof userAdminUpdateSchema>;

/** GET /logs/{userId}: one entry of the user's activity log, newest first. */
export const userLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  log: z.string(),
  createAt: z.string(),
});
export type UserLog = z.infer<typeof userLogSchema>;

/** The back office's sentences (toasts show the server's message). */
export const USER_ADMIN_MESSAGES = {
  deleted: 'User Delete successful...',
  updated: 'User Updated successful...',
  notFound: 'This user does not exist.',
  managersEditCustomers: 'Managers can only edit and delete customer accounts.',
  onlyAdminsChangeRoles: 'Only an administrator can change roles.',
  notYourOwnRole: 'You cannot change your own role.',
  notYourself: 'You cannot delete your own account here.',
  lastAdmin: 'The marketplace needs at least one administrator.',
} as const;

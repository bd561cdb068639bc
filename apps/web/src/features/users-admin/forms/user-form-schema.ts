import { phoneSchema, requiredText, roleSchema } from '@estate/contracts';
import { z } from 'zod';

/**
 * The user edit form: the names, phone and e-mail are required ('Required'); role is one of
 * ADMIN, CUSTOMER, MANAGER ('Invalid role'). The rules are the server's, from the contracts.
 */
export const userFormSchema = z.object({
  firstName: requiredText(50),
  lastName: requiredText(50),
  phone: phoneSchema,
  email: z.string().trim().min(1, 'Required'),
  role: z.string().pipe(roleSchema),
});
export type UserFormInput = z.input<typeof userFormSchema>;
export type UserFormValues = z.output<typeof userFormSchema>;

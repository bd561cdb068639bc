import { z } from 'zod';
import { multiLineString, singleLineString } from './common';

/** The contact form's rules and messages, enforced on both sides. */
export const contactMessageRequestSchema = z.strictObject({
  email: singleLineString({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(50, 'Max 50 characters')
    .pipe(z.email({ error: 'Invalid email' })),
  message: multiLineString({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(200, 'Max 200 characters'),
  firstName: singleLineString({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .min(4, 'At least 4 characters')
    .max(30, 'Max 30 characters'),
  lastName: singleLineString({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .min(4, 'At least 4 characters')
    .max(30, 'Max 30 characters'),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

import { z } from 'zod';
import { emptyAsUndefined, multiLineString, pageOf, pageQuerySchema } from './common';
import { contactMessageSchema } from './contact';

export const MAX_REPLY_LENGTH = 2000;

/** A staff answer to a contact message, e-mailed to the sender and kept with the message. */
export const contactMessageReplySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** Who answered; null once that account is deleted. */
  repliedBy: z
    .object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })
    .nullable(),
  createAt: z.string(),
});
export type ContactMessageReply = z.infer<typeof contactMessageReplySchema>;

export const contactMessageWithRepliesSchema = contactMessageSchema.extend({
  replies: z.array(contactMessageReplySchema),
});
export type ContactMessageWithReplies = z.infer<typeof contactMessageWithRepliesSchema>;

export const contactMessagePageSchema = pageOf(contactMessageWithRepliesSchema);

const readFilter = z.preprocess(
  emptyAsUndefined,
  z.enum(['true', 'false'], { error: 'read must be true or false' }).optional(),
);

/** GET /contact-messages/admin: newest first, searched over names, e-mail and text. */
export const contactMessagesAdminQuerySchema = pageQuerySchema.omit({ type: true }).extend({
  size: pageQuerySchema.shape.size.default(10),
  q: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  ),
  read: readFilter.transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type ContactMessagesAdminQuery = z.infer<typeof contactMessagesAdminQuerySchema>;

/** GET /contact-messages/mine: the caller's own messages, newest first. */
export const contactMessagesMineQuerySchema = pageQuerySchema
  .omit({ type: true })
  .extend({ size: pageQuerySchema.shape.size.default(10) });
export type ContactMessagesMineQuery = z.infer<typeof contactMessagesMineQuerySchema>;

export const contactMessageReadRequestSchema = z.strictObject({
  read: z.boolean({ error: 'read must be true or false' }),
});

export const contactMessageReplyRequestSchema = z.strictObject({
  message: multiLineString({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(MAX_REPLY_LENGTH, `Max ${MAX_REPLY_LENGTH} characters`),
});
export type ContactMessageReplyRequest = z.infer<typeof contactMessageReplyRequestSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

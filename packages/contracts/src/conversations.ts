import { z } from 'zod';
import { advertiserAgencySchema } from './agency-adverts';
import { idSchema, multiLineString, pageOf, pageQuerySchema } from './common';
import { userPhotoSchema } from './users';

/** A message's length after trimming (docs/product.md#conversations). */
export const MIN_MESSAGE_LENGTH = 1;
export const MAX_MESSAGE_LENGTH = 2000;

export const CONVERSATION_MESSAGES = {
  empty: 'Please write a message.',
  tooLong: `A message can be at most ${MAX_MESSAGE_LENGTH} characters.`,
} as const;

/** The text of one message: trimmed, 1..2,000 characters, line breaks kept. */
export const messageTextSchema = multiLineString({ error: CONVERSATION_MESSAGES.empty })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(MIN_MESSAGE_LENGTH, CONVERSATION_MESSAGES.empty)
      .max(MAX_MESSAGE_LENGTH, CONVERSATION_MESSAGES.tooLong),
  );

/** POST /conversations: starts, or continues, the caller's one thread about the advert. */
export const conversationStartSchema = z.object({
  advertId: idSchema,
  message: messageTextSchema,
});
export type ConversationStart = z.input<typeof conversationStartSchema>;

/** POST /conversations/{id}/messages. */
export const conversationReplySchema = z.object({ message: messageTextSchema });
export type ConversationReply = z.input<typeof conversationReplySchema>;

export const conversationsQuerySchema = pageQuerySchema.pick({ page: true, size: true });

/**
 * The person on the other side of a thread: a first name and the last name's initial; once they
 * deleted their account, `deleted`, no id and the name "Deleted user" (nobody can reply then).
 */
export const conversationPersonSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  initials: z.string(),
  deleted: z.boolean(),
});

/**
 * The advert a thread is about; `removed` once it was deleted (its title is kept). To the side
 * that does not own it, an advert no longer public shows its title as it was last public and
 * `available` false (docs/product.md#conversations).
 */
export const conversationAdvertSchema = z.object({
  id: z.number().int().nullable(),
  title: z.string(),
  slug: z.string().nullable(),
  removed: z.boolean(),
  /** Always sent by the server; false once the caller may no longer open the advert's page. */
  available: z.boolean().optional(),
});

export const conversationMessageSchema = z.object({
  id: z.number().int(),
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  text: z.string(),
  createAt: z.string(),
  /** When the other side opened it; null while unread. */
  readAt: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** One thread in the caller's list. */
export const conversationSummarySchema = z.object({
  id: z.number().int(),
  advert: conversationAdvertSchema,
  other: conversationPersonSchema,
  /** Whether the caller is the advert's owner in this thread. */
  asOwner: z.boolean(),
  lastMessage: z.object({ text: z.string(), mine: z.boolean(), createAt: z.string() }),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = pageOf(conversationSummarySchema);

/** GET /conversations/{id}: the thread and its messages, oldest first. */
export const conversationDetailSchema = conversationSummarySchema
  .omit({ lastMessage: true, unread: true })
  .extend({
    messages: z.array(conversationMessageSchema),
    /** Whether the caller blocks the other person (docs/product.md#conversations). */
    blocking: z.boolean(),
    /** Whether the caller has reported this thread to staff. */
    reported: z.boolean(),
  });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** GET /conversations/unread-count: the menu's badge. */
export const unreadConversationsSchema = z.object({ unread: z.number().int() });

/** How fast an advertiser usually answers a first message (docs/product.md#advertiser-card). */
export const REPLY_TIMES = ['HOUR', 'HOURS', 'DAY', 'DAYS'] as const;
export type ReplyTime = (typeof REPLY_TIMES)[number];
export const REPLY_TIME_TEXTS: Record<ReplyTime, string> = {
  HOUR: 'Usually replies within an hour',
  HOURS: 'Usually replies within a few hours',
  DAY: 'Usually replies within a day',
  DAYS: 'Usually replies within a few days',
};

/** GET /adverts/{id}/advertiser: the owner's card on the advert page. */
export const advertiserSchema = z.object({
  name: z.string(),
  initials: z.string(),
  /** The owner's profile photo, or null: the initials stand in (docs/product.md#profile-photo). */
  photo: userPhotoSchema.nullable(),
  /** The first day of the month the account was made (YYYY-MM-01). */
  memberSince: z.string(),
  liveAdverts: z.number().int(),
  /** Null with too few answered first messages in the last 90 days. */
  replyTime: z.enum(REPLY_TIMES).nullable(),
  /** Whether the signed-in caller owns the advert (always false for a visitor). */
  mine: z.boolean(),
  /** The agency the advert is posted for (the person above is its agent), or null. */
  agency: advertiserAgencySchema.nullable(),
});
export type Advertiser = z.infer<typeof advertiserSchema>;

/** POST /adverts/{id}/advertiser/phone (auth). */
export const advertiserPhoneSchema = z.object({ phone: z.string() });

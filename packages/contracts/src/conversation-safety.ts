import { z } from 'zod';
import { multiLineString, pageOf, pageQuerySchema } from './common';
import { conversationMessageSchema } from './conversations';

/**
 * Blocking and reporting in conversations, and the staff's queue of reports
 * (docs/product.md#conversations, docs/product.md#conversation-reports).
 */

/** Why a member reports a conversation. */
export const CONVERSATION_REPORT_REASONS = ['SPAM', 'SCAM', 'ABUSE', 'OTHER'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];

/** The optional words a reporter adds. */
export const MAX_REPORT_DETAILS_LENGTH = 500;

export const CONVERSATION_SAFETY_MESSAGES = {
  unknownReason: `reason must be one of ${CONVERSATION_REPORT_REASONS.join(', ')}`,
  detailsTooLong: `The details can be at most ${MAX_REPORT_DETAILS_LENGTH} characters.`,
  unknownDecision: 'action must be DISMISS or SUSPEND',
  unknownStatus: 'status must be OPEN or DECIDED',
} as const;

/** POST /conversations/{id}/report. */
export const conversationReportSchema = z
  .object({
    reason: z.enum(CONVERSATION_REPORT_REASONS, {
      error: CONVERSATION_SAFETY_MESSAGES.unknownReason,
    }),
    details: multiLineString()
      .transform((v) => v.trim())
      .pipe(z.string().max(MAX_REPORT_DETAILS_LENGTH, CONVERSATION_SAFETY_MESSAGES.detailsTooLong))
      .optional(),
  })
  .strict();
export type ConversationReportInput = z.input<typeof conversationReportSchema>;

/** POST /conversations/{id}/block and DELETE /conversations/{id}/block: the caller's side. */
export const conversationBlockStateSchema = z.object({ blocking: z.boolean() });
export type ConversationBlockState = z.infer<typeof conversationBlockStateSchema>;

/** The answer to a report: it is kept for staff. */
export const conversationReportedSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});

/** A report waits (OPEN) until staff dismiss it or suspend the reported person (DECIDED). */
export const CONVERSATION_REPORT_STATUSES = ['OPEN', 'DECIDED'] as const;
export const CONVERSATION_REPORT_ACTIONS = ['DISMISS', 'SUSPEND'] as const;
export type ConversationReportAction = (typeof CONVERSATION_REPORT_ACTIONS)[number];

/** GET /conversation-reports: open ones oldest first, decided ones newest decision first. */
export const conversationReportsQuerySchema = pageQuerySchema
  .pick({ page: true, size: true })
  .extend({
    status: z
      .enum(CONVERSATION_REPORT_STATUSES, { error: CONVERSATION_SAFETY_MESSAGES.unknownStatus })
      .default('OPEN'),
  });

/** POST /conversation-reports/{id}/decision. */
export const conversationReportDecisionSchema = z
  .object({
    action: z.enum(CONVERSATION_REPORT_ACTIONS, {
      error: CONVERSATION_SAFETY_MESSAGES.unknownDecision,
    }),
  })
  .strict();
export type ConversationReportDecisionInput = z.input<typeof conversationReportDecisionSchema>;

/** A person as staff see them in a report; null id once the account was deleted. */
const reportPersonSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  /** When staff suspended the account; null while it may log in. */
  suspendedAt: z.string().nullable(),
});

export const conversationReportItemSchema = z.object({
  id: z.number().int(),
  reason: z.enum(CONVERSATION_REPORT_REASONS),
  details: z.string().nullable(),
  createAt: z.string(),
  conversation: z.object({ id: z.number().int(), advertTitle: z.string() }),
  reporter: reportPersonSchema,
  reported: reportPersonSchema,
  /** Who decided, what, and when; null while the report waits. */
  decision: z
    .object({
      action: z.enum(CONVERSATION_REPORT_ACTIONS),
      by: z.string(),
      at: z.string(),
    })
    .nullable(),
});
export type ConversationReportItem = z.infer<typeof conversationReportItemSchema>;

export const conversationReportPageSchema = pageOf(conversationReportItemSchema);

/** GET /conversation-reports/{id}: the report and the thread's latest messages, oldest first. */
export const conversationReportDetailSchema = conversationReportItemSchema.extend({
  messages: z.array(
    conversationMessageSchema.omit({ mine: true }).extend({
      /** Whether the reported person wrote it (else the reporter did). */
      byReported: z.boolean(),
    }),
  ),
});
export type ConversationReportDetail = z.infer<typeof conversationReportDetailSchema>;

import { z } from 'zod';
import {
  ADVERT_STATUSES,
  advertDetailSchema,
  advertSchema,
  advertSearchQuerySchema,
  advertStatusInputSchema,
  rejectionReasonCodeSchema,
} from './adverts';
import { pendingRevisionSchema } from './advert-revisions';
import { idSchema, multiLineString, pageOf, pageQuerySchema } from './common';
import { REJECTION_MESSAGES } from './rejection-reasons';
import { advertFormSchema, advertSavedSchema } from './owner-adverts';

export const ADMIN_ADVERT_MESSAGES = {
  reasonTooLong: 'The reason must be at most 500 characters',
  statusRequired: 'status is required',
  idsRequired: 'Choose at least one advert',
  tooManyIds: 'Choose at most 100 adverts',
  someMissing: 'Some of the chosen adverts no longer exist; nothing was changed.',
  changedSinceOpened: 'This advert changed since you opened it. Review it again.',
  versionRequired: 'Send the version of the advert you reviewed',
  versionsRequired: 'Send the version you reviewed of every chosen advert',
} as const;

/**
 * The version of an advert a moderator saw (GET /adverts/admin/{id}, the staff list): a
 * moderation call acts only while the advert still has it.
 */
export const advertVersionSchema = z
  .number({ error: ADMIN_ADVERT_MESSAGES.versionRequired })
  .int(ADMIN_ADVERT_MESSAGES.versionRequired)
  .positive(ADMIN_ADVERT_MESSAGES.versionRequired)
  .max(2_147_483_647, ADMIN_ADVERT_MESSAGES.versionRequired);

/** How many adverts one moderation call may change: a page of the largest size. */
export const MAX_MODERATED_AT_ONCE = 100;

/**
 * PUT /adverts/admin/{id}: the owner's form plus the status (a name or the code 0, 1, 2; left
 * out, the status stays), when rejecting an optional reason shown to the owner, and the
 * version of the advert the moderator opened.
 */
const reasonFields = {
  reason: z.preprocess(
    emptyToUndefined,
    multiLineString().trim().max(500, ADMIN_ADVERT_MESSAGES.reasonTooLong).optional(),
  ),
  /** The listed reason (REJECTION_REASONS); a reason text without one counts as OTHER. */
  reasonCode: z.preprocess(emptyToUndefined, rejectionReasonCodeSchema.optional()),
};

/** Other is a reason only with its text. */
function otherNeedsText(
  v: { reason?: string | undefined; reasonCode?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.reasonCode === 'OTHER' && !v.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: REJECTION_MESSAGES.otherNeedsText });
}

export const adminAdvertFormSchema = advertFormSchema
  .extend({ version: advertVersionSchema, status: advertStatusInputSchema, ...reasonFields })
  .superRefine(otherNeedsText);
export type AdminAdvertFormInput = z.input<typeof adminAdvertFormSchema>;
export type AdminAdvertForm = z.output<typeof adminAdvertFormSchema>;

/**
 * PUT /adverts/admin/status: staff approve or reject several adverts at once, with one reason
 * for all of them when rejecting, and for each advert (by id) the version they saw in the list.
 * All change or none does.
 */
export const adminAdvertStatusChangeSchema = z
  .strictObject({
    ids: z
      .array(idSchema)
      .min(1, ADMIN_ADVERT_MESSAGES.idsRequired)
      .max(MAX_MODERATED_AT_ONCE, ADMIN_ADVERT_MESSAGES.tooManyIds)
      .transform((ids) => [...new Set(ids)]),
    versions: z.record(z.string(), advertVersionSchema, {
      error: ADMIN_ADVERT_MESSAGES.versionsRequired,
    }),
    status: advertStatusInputSchema.pipe(
      z.enum(ADVERT_STATUSES, { error: ADMIN_ADVERT_MESSAGES.statusRequired }),
    ),
    ...reasonFields,
  })
  .superRefine((v, ctx) => otherNeedsText(v, ctx))
  .superRefine(({ ids, versions }, ctx) => {
    if (ids.some((id) => versions[String(id)] === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['versions'],
        message: ADMIN_ADVERT_MESSAGES.versionsRequired,
      });
  });
export type AdminAdvertStatusChangeInput = z.input<typeof adminAdvertStatusChangeSchema>;
export type AdminAdvertStatusChange = z.output<typeof adminAdvertStatusChangeSchema>;

/**
 * The answer: a sentence for the toast and each advert's new status; `edit` when the decision
 * was on a live advert's waiting edit (docs/product.md#revisions), which stays live either way.
 */
export const adminAdvertStatusChangedSchema = z.object({
  message: z.string(),
  adverts: z.array(advertSavedSchema.extend({ edit: z.enum(['APPROVED', 'REJECTED']).optional() })),
});
export type AdminAdvertStatusChanged = z.infer<typeof adminAdvertStatusChangedSchema>;

function emptyToUndefined(v: unknown) {
  return v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
}

/** GET /adverts/admin/{id}: the owner view, with the status and the rejection reason on top. */
export const adminAdvertDetailSchema = advertDetailSchema.extend({
  status: z.enum(ADVERT_STATUSES),
  reason: z.string().nullable(),
  /** The listed reason of a REJECTED advert, or null. */
  reasonCode: rejectionReasonCodeSchema.nullable(),
  /** The advert's version as shown here: the admin editor sends it back with its save. */
  version: z.number().int(),
  /** The owner's edit of this live advert waiting for review, or null (docs/product.md#revisions). */
  pendingRevision: pendingRevisionSchema.nullable(),
});
export type AdminAdvertDetail = z.infer<typeof adminAdvertDetailSchema>;

/** GET /adverts/admin/queue: the moderation queue's filters, paged like the other lists. */
export const moderationQueueQuerySchema = pageQuerySchema.pick({ page: true, size: true }).extend({
  q: advertSearchQuerySchema.shape.q,
  categoryid: advertSearchQuerySchema.shape.categoryid,
  advert_type_id: advertSearchQuerySchema.shape.advert_type_id,
});
export type ModerationQueueQuery = z.output<typeof moderationQueueQuerySchema>;

/** NEW: an advert never approved waits; EDIT: a live advert's edit waits (docs/product.md#revisions). */
export const MODERATION_KINDS = ['NEW', 'EDIT'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** One advert of the queue: its card, with the version to decide on, since when and why it waits. */
export const moderationQueueItemSchema = advertSchema.extend({
  /** ISO time the advert last entered the queue. */
  waitingSince: z.string(),
  kind: z.enum(MODERATION_KINDS),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;
export const moderationQueuePageSchema = pageOf(moderationQueueItemSchema);
export type ModerationQueuePage = z.infer<typeof moderationQueuePageSchema>;

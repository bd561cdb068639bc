import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { emailSchema } from './auth';
import {
  emptyAsUndefined,
  multiLineString,
  pageOf,
  pageQuerySchema,
  singleLineString,
} from './common';
import { mapPointSchema } from './map';

/**
 * Estate agencies as advertisers: the agency, its members, e-mailed invitations and the staff's
 * verification (docs/product.md#agencies). Its own entry point (`@estate/contracts/agencies`):
 * the phone check brings libphonenumber-js, which the first load must not carry.
 */

export const AGENCY_ROLES = ['OWNER', 'AGENT'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];
export const AGENCY_STATUSES = ['PENDING', 'VERIFIED', 'REFUSED'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];
export const AGENCY_DECISIONS = ['APPROVE', 'REFUSE'] as const;

export const AGENCY_LIMITS = {
  name: 100,
  licenceNumber: 50,
  address: 200,
  phone: 30,
  reason: 500,
} as const;

export const AGENCY_FIELD_MESSAGES = {
  required: 'Required',
  nameTooLong: `The name can be at most ${AGENCY_LIMITS.name} characters.`,
  licenceTooLong: `The licence number can be at most ${AGENCY_LIMITS.licenceNumber} characters.`,
  addressTooLong: `The address can be at most ${AGENCY_LIMITS.address} characters.`,
  phoneInvalid:
    'Enter a phone number we can call, with its country code, such as +90 212 555 01 02.',
  placeRequired: 'Choose the country, city and district',
  reasonRequired: 'Write the reason for the refusal.',
  reasonTooLong: `The reason can be at most ${AGENCY_LIMITS.reason} characters.`,
  unknownDecision: 'action must be APPROVE or REFUSE',
  unknownStatus: 'status must be PENDING, VERIFIED or REFUSED',
  tokenRequired: 'The invitation link is incomplete: open the link from the e-mail again.',
} as const;
const M = AGENCY_FIELD_MESSAGES;

const requiredText = (max: number, tooLong: string) =>
  singleLineString({ error: M.required }).trim().min(1, M.required).max(max, tooLong);

const placeId = z.preprocess(
  emptyAsUndefined,
  z.coerce
    .number({ error: M.placeRequired })
    .int(M.placeRequired)
    .min(1, M.placeRequired)
    .max(2_147_483_647, M.placeRequired),
);

/** Any way of writing a number libphonenumber-js reads, kept in the international form (E.164). */
export const agencyPhoneSchema = requiredText(AGENCY_LIMITS.phone, M.phoneInvalid).transform(
  (value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, 'TR');
    if (parsed?.isValid()) return parsed.number;
    ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
    return z.NEVER;
  },
);

/** POST /agencies and PUT /agencies/{id}: the agency's own details; the logo is uploaded apart. */
export const agencyFormSchema = z.strictObject({
  name: requiredText(AGENCY_LIMITS.name, M.nameTooLong),
  licenceNumber: requiredText(AGENCY_LIMITS.licenceNumber, M.licenceTooLong),
  phone: agencyPhoneSchema,
  email: emailSchema,
  address: requiredText(AGENCY_LIMITS.address, M.addressTooLong),
  country: placeId,
  city: placeId,
  district: placeId,
  /** The office's pin on the map, set as the advert form's pin is. */
  point: mapPointSchema,
});
export type AgencyFormInput = z.input<typeof agencyFormSchema>;
export type AgencyForm = z.output<typeof agencyFormSchema>;

const place = z.object({ id: z.number().int(), name: z.string() });
const logoSchema = z.object({ url: z.string(), smallUrl: z.string() }).nullable();

export const agencyVerificationSchema = z.object({
  status: z.enum(AGENCY_STATUSES),
  /** Why staff refused it; null unless REFUSED. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export const agencySchema = z.object({
  id: z.number().int(),
  /** Its address on the site, `/agency/{slug}`, fixed when it is made. */
  slug: z.string(),
  name: z.string(),
  licenceNumber: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  country: place,
  city: place,
  district: place,
  point: mapPointSchema,
  logo: logoSchema,
  verified: z.boolean(),
  verification: agencyVerificationSchema,
  createdAt: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

export const agencyMemberSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(AGENCY_ROLES),
  joinedAt: z.string(),
});
export type AgencyMember = z.infer<typeof agencyMemberSchema>;

export const agencyInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type AgencyInvitation = z.infer<typeof agencyInvitationSchema>;

/** The agency as its members read it: the caller's role, the members and the open invitations. */
export const myAgencySchema = z.object({
  agency: agencySchema,
  myRole: z.enum(AGENCY_ROLES),
  members: z.array(agencyMemberSchema),
  invitations: z.array(agencyInvitationSchema),
});
export type MyAgency = z.infer<typeof myAgencySchema>;

/** GET /agencies/mine: null for a person in no agency. */
export const myAgencyAnswerSchema = z.object({ mine: myAgencySchema.nullable() });
export type MyAgencyAnswer = z.infer<typeof myAgencyAnswerSchema>;

/** PUT /agencies/{id}: says when the edit sent a verified or refused agency back to review. */
export const agencyEditedSchema = myAgencySchema.extend({ backToReview: z.boolean() });
export type AgencyEdited = z.infer<typeof agencyEditedSchema>;

export const agencyInviteSchema = z.strictObject({ email: emailSchema });
export type AgencyInviteInput = z.input<typeof agencyInviteSchema>;

const tokenSchema = z
  .string({ error: M.tokenRequired })
  .trim()
  .min(20, M.tokenRequired)
  .max(200, M.tokenRequired)
  .regex(/^[A-Za-z0-9_-]+$/, M.tokenRequired);
export const agencyInvitationTokenQuerySchema = z.object({ token: tokenSchema });
export const agencyInvitationAcceptSchema = z.strictObject({ token: tokenSchema });

/** GET /agency-invitations?token=: what the link invites to, before it is accepted. */
export const agencyInvitationPreviewSchema = z.object({
  agency: z.object({ name: z.string(), slug: z.string(), logo: logoSchema, verified: z.boolean() }),
  email: z.string(),
  expiresAt: z.string(),
});
export type AgencyInvitationPreview = z.infer<typeof agencyInvitationPreviewSchema>;

export const agencyMemberParamsSchema = z.object({
  id: z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647),
  userId: z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647),
});
export const agencyInvitationParamsSchema = z.object({
  id: z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647),
  invitationId: z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647),
});
export const agencyOwnerSchema = z.strictObject({
  userId: z.number({ error: 'userId must be a member of the agency' }).int().positive(),
});

/** GET /agencies/by-slug/{slug}: what anyone may read of an agency (its page comes later). */
export const agencyPublicSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: logoSchema,
  verified: z.boolean(),
});
export type AgencyPublic = z.infer<typeof agencyPublicSchema>;

/** The staff's verification queue (docs/product.md#agencies). */
export const agencyQueueQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(AGENCY_STATUSES, { error: M.unknownStatus }).default('PENDING'),
  ),
});
export const agencyQueueItemSchema = agencySchema.extend({
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  members: z.number().int(),
});
export type AgencyQueueItem = z.infer<typeof agencyQueueItemSchema>;
export const agencyQueuePageSchema = pageOf(agencyQueueItemSchema);

export const agencyDecisionSchema = z
  .strictObject({
    action: z.enum(AGENCY_DECISIONS, { error: M.unknownDecision }),
    reason: multiLineString()
      .transform((v) => v.trim())
      .pipe(z.string().max(AGENCY_LIMITS.reason, M.reasonTooLong))
      .optional(),
  })
  .refine((d) => d.action === 'APPROVE' || !!d.reason, {
    message: M.reasonRequired,
    path: ['reason'],
  });
export type AgencyDecisionInput = z.input<typeof agencyDecisionSchema>;

export const agencyLogoUploadSchema = z.object({
  multipartFile: z.string().meta({
    format: 'binary',
    description: 'A JPEG, PNG or WebP picture, at most 5 MB.',
  }),
});

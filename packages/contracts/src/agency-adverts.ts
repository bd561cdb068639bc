import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';

/**
 * Adverts posted for an agency (docs/product.md#agency-adverts): each has a responsible agent;
 * the owner lists them all and hands one to another member, an agent lists their own.
 */
export const AGENCY_ADVERT_MESSAGES = {
  notAMember: 'You are not a member of an agency.',
  agentNotMember: 'This person is not a member of your agency.',
  advertMissing: 'This advert does not exist or is not one of your agency’s.',
} as const;

const logoSchema = z.object({ url: z.string(), smallUrl: z.string() }).nullable();

/** The agency beside the agent on an advert's advertiser card. */
export const advertiserAgencySchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: logoSchema,
  verified: z.boolean(),
});
export type AdvertiserAgency = z.infer<typeof advertiserAgencySchema>;

/** GET /agencies/{id}/adverts: the owner's list of all, an agent's of their own. */
export const agencyAdvertsQuerySchema = pageQuerySchema.pick({ page: true, size: true }).extend({
  /** Only the adverts this member is responsible for. */
  agent: z.coerce
    .number({ error: 'agent must be a number' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
});
export type AgencyAdvertsQuery = z.infer<typeof agencyAdvertsQuerySchema>;

export const agencyAdvertSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['PENDING', 'ACTIVATED', 'REJECTED']),
  /** Shown to the public: activated, switched on and in an active category. */
  isPublic: z.boolean(),
  price: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  viewCount: z.number().int(),
  agent: z.object({ userId: z.number().int(), name: z.string() }),
});
export type AgencyAdvert = z.infer<typeof agencyAdvertSchema>;
export const agencyAdvertsPageSchema = pageOf(agencyAdvertSchema);
export type AgencyAdvertsPage = z.infer<typeof agencyAdvertsPageSchema>;

export const agencyAdvertParamsSchema = z.object({
  id: z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647),
  advertId: z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647),
});

/** PUT /agencies/{id}/adverts/{advertId}/agent: the owner gives the advert to a member. */
export const agencyAdvertAgentSchema = z.strictObject({
  userId: z.number({ error: 'Choose a member' }).int().positive().max(2_147_483_647),
});

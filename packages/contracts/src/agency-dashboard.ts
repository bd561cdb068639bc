import { z } from 'zod';
import { REPLY_TIMES } from './conversations';

/**
 * The agency's figures per agent (docs/product.md#agency-dashboard): adverts, views, enquiries,
 * tours and reply time; the owner reads every agent and the latest enquiries and tours.
 */
export const agentFiguresSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  role: z.enum(['OWNER', 'AGENT']),
  adverts: z.number().int(),
  liveAdverts: z.number().int(),
  views: z.number().int(),
  enquiries: z.number().int(),
  /** Threads whose first message has no answer yet. */
  unanswered: z.number().int(),
  tours: z.number().int(),
  upcomingTours: z.number().int(),
  replyTime: z.enum(REPLY_TIMES).nullable(),
});
export type AgentFigures = z.infer<typeof agentFiguresSchema>;

export const agencyEnquirySchema = z.object({
  advertTitle: z.string(),
  advertSlug: z.string(),
  agent: z.string(),
  guest: z.string(),
  lastMessageAt: z.string(),
  answered: z.boolean(),
});

export const agencyTourSchema = z.object({
  advertTitle: z.string(),
  advertSlug: z.string(),
  agent: z.string(),
  guest: z.string(),
  /** Wall-clock time at the property, as tour requests keep it. */
  tourTime: z.string(),
  status: z.string(),
});

/** The agency's limits as the site applies them. */
export const agencyLimitsSchema = z.object({
  advertsPerHourPerMember: z.number().int(),
  importsPerDay: z.number().int(),
  importsToday: z.number().int(),
  listingsPerFile: z.number().int(),
});

/** GET /agencies/{id}/dashboard. */
export const agencyDashboardSchema = z.object({
  agents: z.array(agentFiguresSchema),
  /** The latest enquiries and the next tours of every agent: the owner's only (empty for an agent). */
  enquiries: z.array(agencyEnquirySchema),
  tours: z.array(agencyTourSchema),
  limits: agencyLimitsSchema,
});
export type AgencyDashboard = z.infer<typeof agencyDashboardSchema>;

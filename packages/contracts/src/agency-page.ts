import { z } from 'zod';
import { REPLY_TIMES } from './conversations';
import { userPhotoSchema } from './users';

/**
 * The public agency page, `/agency/{slug}` (docs/product.md#agency-page): what its header card
 * shows. Its adverts come from the list's own search (GET /adverts?agency={slug}), so the page
 * keeps the list's filters, sort, paging and map. Without libphonenumber-js or the agency form's
 * rules (`@estate/contracts/agencies`): the page's first load does not carry them.
 */

const placeSchema = z.object({ id: z.number().int(), name: z.string() });

/** A member as the page shows them: first name and last initial, like the advertiser card. */
export const agencyPageAgentSchema = z.object({
  name: z.string(),
  initials: z.string(),
  photo: userPhotoSchema.nullable(),
  role: z.enum(['OWNER', 'AGENT']),
});
export type AgencyPageAgent = z.infer<typeof agencyPageAgentSchema>;

/** GET /agencies/by-slug/{slug}/page: an open agency's page; 404 for a closed or unknown one. */
export const agencyPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.object({ url: z.string(), smallUrl: z.string() }).nullable(),
  verified: z.boolean(),
  address: z.string(),
  country: placeSchema,
  city: placeSchema,
  district: placeSchema,
  /** The office's pin (WGS 84 degrees). */
  point: z.object({ latitude: z.number(), longitude: z.number() }),
  /** The office's number in the international form (E.164). */
  phone: z.string(),
  email: z.string(),
  licenceNumber: z.string(),
  /** Its adverts a visitor can see now. */
  liveAdverts: z.number().int(),
  agents: z.array(agencyPageAgentSchema),
  /** The median first reply on its adverts' threads; null with too few answered ones. */
  replyTime: z.enum(REPLY_TIMES).nullable(),
});
export type AgencyPage = z.infer<typeof agencyPageSchema>;

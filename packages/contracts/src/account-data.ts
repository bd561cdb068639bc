import { z } from 'zod';
import { ADVERT_STATUSES } from './adverts';
import { revisionFormSchema } from './advert-revisions';
import { languageSchema } from './languages';
import { profileSchema } from './users';

/**
 * What a person sees instead of the name of someone who deleted their account
 * (docs/product.md#deleting-an-account).
 */
export const DELETED_USER_NAME = 'Deleted user';

export const ACCOUNT_DATA_TEXTS = {
  deleted: 'Your account has been deleted.',
  confirmDeletion:
    'Delete your account? Your adverts, pictures, favourites, tour requests and saved searches are deleted. This cannot be undone.',
} as const;

/** DELETE /user/auth: the person's current password, asked again for the irreversible step. */
export const accountDeleteRequestSchema = z.strictObject({
  password: z.string({ error: 'Required' }).min(1, 'Required').max(128, 'Max 128 characters'),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;

const when = z.string();

/** What a registration agrees to (docs/product.md#accounts), as the data export names it. */
export const CONSENT_DOCUMENT = 'Terms of Use and Privacy Policy';

const exportedAdvertSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status: z.enum(ADVERT_STATUSES),
  statusReason: z.string().nullable(),
  isActive: z.boolean(),
  viewCount: z.number().int(),
  category: z.string(),
  advertType: z.string(),
  country: z.string(),
  city: z.string(),
  district: z.string(),
  createAt: when,
  updateAt: when,
  values: z.array(z.object({ key: z.string(), value: z.string() })),
  pictures: z.array(
    z.object({
      name: z.string(),
      url: z.string(),
      thumbUrl: z.string(),
      cardUrl: z.string(),
      featured: z.boolean(),
      // Added to a live advert: shown to the public once staff approve it.
      waiting: z.boolean(),
      createAt: when,
    }),
  ),
});

/**
 * Another person's advert that is no longer public is named as it was last public (null when
 * nothing of it is known), with `available` false (docs/product.md#downloading-ones-data).
 */
const otherAdvert = {
  advertTitle: z.string().nullable(),
  available: z.boolean(),
};

const exportedTourSchema = z.object({
  id: z.number().int(),
  advertId: z.number().int(),
  ...otherAdvert,
  tourTime: z.string(),
  status: z.string(),
  createAt: when,
});

const exportedConversationSchema = z.object({
  id: z.number().int(),
  advertTitle: z.string(),
  available: z.boolean(),
  asOwner: z.boolean(),
  /** The other person's short name, or "Deleted user". */
  other: z.string(),
  messages: z.array(
    z.object({
      mine: z.boolean(),
      text: z.string(),
      createAt: when,
      readAt: when.nullable(),
    }),
  ),
});

/**
 * GET /user/auth/export: everything the site holds about the caller
 * (docs/product.md#downloading-ones-data). Never a password hash, never another person's record
 * beyond what the caller's own threads and tour requests show of them.
 */
export const accountExportSchema = z.object({
  exportedAt: when,
  profile: profileSchema.extend({
    language: languageSchema,
    /**
     * The agreement to the Terms of Use and the Privacy Policy given at registration: when, and to
     * which version of the texts (TERMS_VERSION); null for an account made otherwise.
     */
    consent: z.object({ document: z.string(), version: z.string(), acceptedAt: when }).nullable(),
    confirmedAt: when.nullable(),
    createAt: when,
    updateAt: when,
  }),
  priceWatch: z.object({
    priceDropEmails: z.boolean(),
    lastPriceDropEmailAt: when.nullable(),
  }),
  adverts: z.array(exportedAdvertSchema),
  /** Edits of live adverts waiting for review or turned down (docs/product.md#revisions). */
  advertRevisions: z.array(
    z.object({
      advertId: z.number().int(),
      state: z.enum(['WAITING', 'REJECTED']),
      submittedAt: when,
      reason: z.string().nullable(),
      form: revisionFormSchema,
    }),
  ),
  favorites: z.array(
    z.object({
      advertId: z.number().int(),
      ...otherAdvert,
      savedPrice: z.number().nullable(),
      createAt: when,
    }),
  ),
  tourRequests: z.object({
    asGuest: z.array(exportedTourSchema),
    asOwner: z.array(exportedTourSchema),
  }),
  savedSearches: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      filters: z.record(z.string(), z.string()),
      alert: z.string(),
      createAt: when,
    }),
  ),
  /** The estate agency the person works in, if any (docs/product.md#agencies). */
  agency: z
    .object({
      name: z.string(),
      slug: z.string(),
      role: z.enum(['OWNER', 'AGENT']),
      joinedAt: when,
    })
    .nullable(),
  conversations: z.array(exportedConversationSchema),
  contactMessages: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      message: z.string(),
      createAt: when,
      replies: z.array(z.object({ message: z.string(), createAt: when })),
    }),
  ),
  activityLog: z.array(z.object({ action: z.string(), log: z.string(), createAt: when })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

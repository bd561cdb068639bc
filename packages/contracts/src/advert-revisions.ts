import { z } from 'zod';
import { advertImageSchema, advertSchema } from './adverts';
import { pageOf } from './common';
import { mapPointSchema } from './map';

/**
 * One field an owner's waiting edit of a live advert changes (docs/product.md#revisions), as the
 * review view shows it side by side: the approved value and the proposed one, as text.
 */
export const revisionChangeSchema = z.object({
  /** A stable key: title, description, price, categoryId, advertTypeId, place, or `property:<key id>`. */
  field: z.string(),
  /** What the moderator reads: 'Title', 'Price', 'Bedrooms'. */
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type RevisionChange = z.infer<typeof revisionChangeSchema>;

/** An owner's edit of a live advert that waits for staff; the public sees the approved version. */
export const pendingRevisionSchema = z.object({
  submittedAt: z.string(),
  changes: z.array(revisionChangeSchema),
  /** Pictures the owner added, hidden from the public until approved. */
  pictures: z.array(advertImageSchema),
});
export type PendingRevision = z.infer<typeof pendingRevisionSchema>;

/** The owner's form as kept: the editor's fields, already checked. */
export const revisionFormSchema = z.object({
  title: z.string(),
  description: z.string(),
  price: z.number(),
  advertType: z.number().int(),
  category: z.number().int(),
  country: z.number().int(),
  city: z.number().int(),
  district: z.number().int(),
  location: z.string(),
  isActive: z.boolean(),
  values: z.array(z.object({ keyId: z.number().int(), value: z.string() })),
  currency: z.string().optional(),
  point: mapPointSchema.optional(),
  slug: z.string().optional(),
});

/**
 * GET /adverts/custom/{id}/revision: the owner's own edit of their live advert, waiting or turned
 * down (with staff's reason); the editor opens on it.
 */
export const ownerRevisionSchema = z.object({
  state: z.enum(['WAITING', 'REJECTED']),
  submittedAt: z.string(),
  reason: z.string().nullable(),
  form: revisionFormSchema,
  /** Pictures added to the live advert, hidden from the public until approved. */
  pictures: z.array(advertImageSchema),
});
export type OwnerRevision = z.infer<typeof ownerRevisionSchema>;

/** The answer: null when the advert has no revision. */
export const ownerRevisionAnswerSchema = z.object({ revision: ownerRevisionSchema.nullable() });
export type OwnerRevisionAnswer = z.infer<typeof ownerRevisionAnswerSchema>;

/**
 * My Adverts: a live advert's edit that waits for review, or was turned down with staff's reason;
 * either way the approved version stays public (docs/product.md#revisions).
 */
export const advertEditStateSchema = z.object({
  state: z.enum(['WAITING', 'REJECTED']),
  reason: z.string().nullable(),
});
export type AdvertEditState = z.infer<typeof advertEditStateSchema>;

/**
 * One of the owner's adverts in My Adverts: the card with its edit's state, or null (the API
 * always sends it; left out, the list reads as having no edit).
 */
export const ownedAdvertSchema = advertSchema.extend({
  edit: advertEditStateSchema.nullable().optional(),
});
export type OwnedAdvert = z.infer<typeof ownedAdvertSchema>;
export const ownedAdvertPageSchema = pageOf(ownedAdvertSchema);

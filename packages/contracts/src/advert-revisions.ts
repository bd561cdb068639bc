import { z } from 'zod';

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
});
export type PendingRevision = z.infer<typeof pendingRevisionSchema>;

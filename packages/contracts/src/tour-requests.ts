import { z } from 'zod';
import { emptyAsUndefined, idSchema, pageQuerySchema } from './common';
import { tourTimeInputSchema } from './engagement';

/**
 * Columns a tour request list may be sorted by; by id unless told (docs/product.md#wire-contract).
 */
export const TOUR_REQUEST_SORT_FIELDS = ['id', 'tourTime', 'status', 'createAt'] as const;
export type TourRequestSortField = (typeof TOUR_REQUEST_SORT_FIELDS)[number];

/** Which side of the caller's tour requests a list shows. */
export const TOUR_REQUEST_ROLES = ['guest', 'owner'] as const;
export type TourRequestRole = (typeof TOUR_REQUEST_ROLES)[number];

const sortSchema = z.preprocess(
  emptyAsUndefined,
  z
    .enum(TOUR_REQUEST_SORT_FIELDS, {
      error: `sort must be one of ${TOUR_REQUEST_SORT_FIELDS.join(', ')}`,
    })
    .default('id'),
);

const searchSchema = z.preprocess(
  emptyAsUndefined,
  z.string().trim().max(100, 'q must be at most 100 characters').optional(),
);

/** GET /tourRequest: the caller's requests as guest, or (`role=owner`) those on their adverts. */
export const tourRequestsQuerySchema = pageQuerySchema.extend({
  sort: sortSchema,
  q: searchSchema,
  role: z.preprocess(
    emptyAsUndefined,
    z.enum(TOUR_REQUEST_ROLES, { error: 'role must be guest or owner' }).default('guest'),
  ),
  /** Only the requests about this advert (the advert page shows one's own there). */
  advert: z.preprocess(emptyAsUndefined, idSchema.optional()),
});
export type TourRequestsQuery = z.infer<typeof tourRequestsQuerySchema>;

/** GET /tourRequest/admin: staff see every request; a customer one advert of their own. */
export const tourRequestsAdminQuerySchema = pageQuerySchema.extend({
  sort: sortSchema,
  q: searchSchema,
  advert: z.preprocess(emptyAsUndefined, idSchema.optional()),
  /** Staff only: the requests a person made or received. */
  user: z.preprocess(emptyAsUndefined, idSchema.optional()),
});
export type TourRequestsAdminQuery = z.infer<typeof tourRequestsAdminQuerySchema>;

/** PUT /tourRequest/{id}: the guest picks another time. */
export const tourTimeChangeSchema = z.strictObject({ tourTime: tourTimeInputSchema });
export type TourTimeChange = z.infer<typeof tourTimeChangeSchema>;

/** GET /tourRequest/waiting: requests on the caller's adverts that wait for an answer. */
export const tourRequestsWaitingSchema = z.object({ waiting: z.number().int() });
export type TourRequestsWaiting = z.infer<typeof tourRequestsWaitingSchema>;

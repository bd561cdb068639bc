import { z } from 'zod';

/**
 * GET /report: the overview tiles' counts, keyed as the specification names them and scoped to
 * the viewer (decisions §3). Staff get the whole marketplace. A customer gets their own Adverts
 * and TourRequests, the public Categories and AdvertTypes, and `Customers: null`: the number of
 * customers is not theirs to see.
 *
 * Beyond the specification's five: `PendingAdverts`, the adverts waiting for review (every one
 * for staff, a customer's own), and `Favorites`, the viewer's own favourites.
 */
export const overviewReportSchema = z.object({
  Customers: z.number().int().nullable(),
  Categories: z.number().int(),
  Adverts: z.number().int(),
  AdvertTypes: z.number().int(),
  TourRequests: z.number().int(),
  PendingAdverts: z.number().int(),
  Favorites: z.number().int(),
});
export type OverviewReport = z.infer<typeof overviewReportSchema>;

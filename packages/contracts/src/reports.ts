import { z } from 'zod';

/** GET /report: the overview tiles' counts, keyed as the specification names them. */
export const overviewReportSchema = z.object({
  Customers: z.number().int(),
  Categories: z.number().int(),
  Adverts: z.number().int(),
  AdvertTypes: z.number().int(),
  TourRequests: z.number().int(),
});
export type OverviewReport = z.infer<typeof overviewReportSchema>;

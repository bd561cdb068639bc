import { z } from 'zod';
import { advertSearchQuerySchema } from './adverts';
import { hasNoInvisibleFormatting, TEXT_MESSAGES } from './common';
import { foldPropertyFilters } from './property-values';

/** How a member is told of new adverts matching a saved search. */
export const SAVED_SEARCH_ALERTS = ['INSTANT', 'DAILY', 'NONE'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** Saved searches one account may keep (docs/product.md#saved-searches). */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SAVED_SEARCH_NAME = 60;

/** Parameters of GET /adverts that are not filters: paging, sorting, and the staff's status. */
export const NOT_SAVED_PARAMETERS = ['page', 'size', 'sort', 'type', 'status'] as const;

const searchDefaults = () => JSON.stringify(advertSearchQuerySchema.parse({}));

/**
 * Whether a query parameter is a filter of GET /adverts: one that, given alone, changes what the
 * search schema yields. Whatever the search schema learns to read is thus a filter here too.
 */
const isSearchFilter = (name: string, value: string) => {
  if ((NOT_SAVED_PARAMETERS as readonly string[]).includes(name)) return false;
  const alone = advertSearchQuerySchema.safeParse(foldPropertyFilters({ [name]: value }));
  return !alone.success || JSON.stringify(alone.data) !== searchDefaults();
};

/**
 * A saved search's filters: the query parameters of GET /adverts (and of /properties), paging
 * and sorting left out, validated by the very schema the search uses. Empty values are dropped;
 * a parameter the search does not know is refused.
 */
export const savedSearchFiltersSchema = z
  .record(
    z.string().max(60, 'A filter name is too long'),
    z.string().trim().max(200, 'A filter value is too long'),
    { error: 'filters must map filter names to values' },
  )
  .transform((filters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')))
  .superRefine((filters, ctx) => {
    const names = Object.keys(filters);
    if (names.length > 30) ctx.addIssue({ code: 'custom', message: 'Too many filters' });
    for (const name of names) {
      if (!isSearchFilter(name, filters[name]!))
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} is not a search filter` });
    }
    const parsed = advertSearchQuerySchema.safeParse(foldPropertyFilters(filters));
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
  });
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'Please give the search a name')
  .max(MAX_SAVED_SEARCH_NAME, `name must be at most ${MAX_SAVED_SEARCH_NAME} characters`)
  .refine((v) => !/[\r\n]/.test(v), 'name must be one line')
  .refine(hasNoInvisibleFormatting, TEXT_MESSAGES.invisibleFormatting);
const alertSchema = z.enum(SAVED_SEARCH_ALERTS, {
  error: 'alert must be INSTANT, DAILY or NONE',
});

/** POST /savedSearches. */
export const savedSearchCreateSchema = z.object({
  name: nameSchema,
  filters: savedSearchFiltersSchema,
  alert: alertSchema.default('NONE'),
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

/** PUT /savedSearches/{id}: rename, change the alert or the filters; what is left out stays. */
export const savedSearchUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    filters: savedSearchFiltersSchema.optional(),
    alert: alertSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change: send a name, an alert or filters',
  });
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  alert: alertSchema,
  createAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const unsubscribeParamsSchema = z.object({
  token: z.string().min(1).max(200, 'This unsubscribe link is not valid.'),
});

/**
 * GET /savedSearches/unsubscribe/{token}: what the link would turn off. Reading it changes
 * nothing; POST to the same address turns the alert off.
 */
export const savedSearchUnsubscribeSchema = z.object({
  name: z.string(),
  alert: alertSchema,
});
export type SavedSearchUnsubscribe = z.infer<typeof savedSearchUnsubscribeSchema>;

/**
 * GET /priceDrops/unsubscribe/{token}: whether the person's price-drop e-mails are on. Reading
 * it changes nothing; POST to the same address switches them off (docs/product.md#price-watch).
 */
export const priceDropsUnsubscribeSchema = z.object({ on: z.boolean() });
export type PriceDropsUnsubscribe = z.infer<typeof priceDropsUnsubscribeSchema>;

/**
 * The /properties page names some GET /adverts parameters differently; every other parameter
 * (those added later included) keeps its name in the page's address.
 */
export const PAGE_NAMES_OF_SEARCH_PARAMETERS: Readonly<Record<string, string>> = {
  categoryid: 'category',
  advert_type_id: 'advertType',
  price_start: 'minPrice',
  price_end: 'maxPrice',
};

/** A saved search's filters as the /properties page names them (sitePaths.properties' query). */
export const propertiesPageQuery = (filters: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [
      PAGE_NAMES_OF_SEARCH_PARAMETERS[name] ?? name,
      value,
    ]),
  );

/** The /properties query string ("?category=2&city=5", or "") of a saved search's filters. */
export function propertiesQueryOf(filters: Record<string, string>): string {
  const text = new URLSearchParams(propertiesPageQuery(filters)).toString();
  return text ? `?${text}` : '';
}

import { z } from 'zod';
import { advertSearchQuerySchema } from './adverts';
import {
  MAX_SAVED_SEARCH_NAME,
  NOT_SAVED_PARAMETERS,
  SAVED_SEARCH_ALERTS,
} from './saved-search-rules';

const BRACKETED = /^([^[\]]+)\[([^[\]]*)\]$/;

/**
 * Query parameters as a URL gives them, each `name[key]=value` gathered into `name: {key: value}`:
 * the shape GET /adverts reads bracketed parameters in (`filter[12]=3..5`).
 */
export function searchQueryOfParameters(parameters: Record<string, string>) {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parameters)) {
    const bracketed = BRACKETED.exec(name);
    if (!bracketed) {
      query[name] = value;
      continue;
    }
    const [, group, key] = bracketed as unknown as [string, string, string];
    const held = query[group];
    const members = typeof held === 'object' && held !== null ? held : {};
    query[group] = { ...members, [key]: value };
  }
  return query;
}

/** A saved search's filters read by the search's own schema, as GET /adverts reads its query. */
export const parseSearchFilters = (filters: Record<string, string>) =>
  advertSearchQuerySchema.safeParse(searchQueryOfParameters(filters));

const searchDefaults = () => JSON.stringify(advertSearchQuerySchema.parse({}));

/**
 * Whether a query parameter is a filter of GET /adverts: one that, given alone, changes what the
 * search schema yields (or is refused by it). Whatever the search schema learns to read is thus
 * a filter here too.
 */
const isSearchFilter = (name: string, value: string) => {
  if ((NOT_SAVED_PARAMETERS as readonly string[]).includes(name)) return false;
  const alone = parseSearchFilters({ [name]: value });
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
    const parsed = parseSearchFilters(filters);
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
  .refine((v) => !/[\r\n]/.test(v), 'name must be one line');
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

import {
  LISTING_FIELDS,
  LISTING_FILE_MESSAGES as M,
  listingRowSchema,
  type ListingProblem,
  type ListingRow,
} from '@estate/contracts';
import type { RawListing } from './listing-file';

/** A listing that passed the format's checks, with the line it starts on. */
export type CheckedListing = ListingRow & { line: number };

export interface CheckedFile {
  listings: CheckedListing[];
  /** One line per refused field; a listing with any is left out of `listings`. */
  problems: ListingProblem[];
  /** Fields of the file this format does not read (a RESO feed carries many), named once. */
  ignoredFields: string[];
}

const KNOWN = new Set<string>(LISTING_FIELDS);

/** CSV writes pictures as addresses apart by spaces or `|`; JSON as a list or RESO Media. */
function picturesOf(value: unknown): unknown {
  if (typeof value === 'string') return value.split(/[\s|]+/).filter(Boolean);
  if (!Array.isArray(value)) return value;
  const media = value.map((item, i) =>
    item && typeof item === 'object'
      ? {
          url: (item as { MediaURL?: unknown }).MediaURL,
          order: Number((item as { Order?: unknown }).Order ?? i),
        }
      : { url: item, order: i },
  );
  return media.sort((a, b) => a.order - b.order).map((m) => m.url);
}

/** CSV writes features as `Name=Value; Name=Value`; JSON as an object. */
function featuresOf(value: unknown): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const pairs = value.split(';').map((pair) => pair.split('='));
    if (pairs.some((pair) => pair.length !== 2)) return value;
    return Object.fromEntries(pairs.map(([name, v]) => [name!.trim(), v!.trim()]));
  }
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, String(v)]));
  return value;
}

/** The ListingId as written (a JSON number read as its text); null when there is none. */
const listingIdOf = (v: unknown): string | null =>
  (typeof v === 'string' || typeof v === 'number') && String(v).trim() ? String(v).trim() : null;

function checkOne(raw: RawListing, problems: ListingProblem[]): CheckedListing | undefined {
  const listingId = listingIdOf(raw.fields.ListingId);
  const refuse = (field: string | null, message: string) => {
    problems.push({ line: raw.line, listingId, field, message });
    return undefined;
  };
  if ('__notAListing' in raw.fields) return refuse(null, M.notAListing);
  const fields = { ...raw.fields };
  if (typeof fields.ListingId === 'number') fields.ListingId = String(fields.ListingId);
  fields.Media = picturesOf(fields.Media);
  fields.Features = featuresOf(fields.Features);
  for (const key of Object.keys(fields)) if (fields[key] === '') delete fields[key];
  const parsed = listingRowSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? String(issue.path[0]) : null;
      refuse(field, field === 'Features' ? M.features : issue.message);
    }
    return undefined;
  }
  const row = parsed.data;
  if ((row.Latitude === undefined) !== (row.Longitude === undefined))
    return refuse(row.Latitude === undefined ? 'Latitude' : 'Longitude', M.pointHalf);
  return { ...row, line: raw.line };
}

/**
 * The format's checks of every listing of a file (docs/catalogue-format.md): each field
 * refused is a line of the report; a ListingId given twice is refused on its second line.
 * Names of places, categories and keys are matched against the site later.
 */
export function checkListings(raws: RawListing[]): CheckedFile {
  const problems: ListingProblem[] = [];
  const listings: CheckedListing[] = [];
  const firstLineOf = new Map<string, number>();
  const ignored = new Set<string>();
  for (const raw of raws) {
    for (const key of Object.keys(raw.fields))
      if (!KNOWN.has(key) && key !== '__notAListing') ignored.add(key);
    const id = listingIdOf(raw.fields.ListingId);
    const first = id === null ? undefined : firstLineOf.get(id);
    if (first !== undefined) {
      problems.push({
        line: raw.line,
        listingId: id,
        field: 'ListingId',
        message: M.duplicateListingId(first),
      });
      continue;
    }
    if (id !== null) firstLineOf.set(id, raw.line);
    const listing = checkOne(raw, problems);
    if (listing) listings.push(listing);
  }
  return { listings, problems, ignoredFields: [...ignored].sort() };
}

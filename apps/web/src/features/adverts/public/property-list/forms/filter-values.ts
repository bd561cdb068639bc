import { type AdvertFilters, type StatusFilter } from '../../../shared';

/** The filter panel's fields, as the inputs hold them (text). */
export interface FilterValues {
  q: string;
  advertTypeId: string;
  categoryId: string;
  priceMin: string;
  priceMax: string;
  country: string;
  city: string;
  district: string;
  /** '0', '1', '2' or 'all' (staff only). */
  status: string;
  /** '' for the site's default currency. */
  currency: string;
  /** Typed filters of the chosen category by key id. */
  properties: Record<string, string>;
}

/** A problem as the key of its text in the `properties` texts (drawn in the reader's language). */
export type FilterProblem = 'queryTooLong' | 'amountInvalid' | 'priceOrder';
export type FilterProblems = Partial<Record<'q' | 'priceMin' | 'priceMax', FilterProblem>>;

const AMOUNT_PROBLEM = 'amountInvalid';
const isAmount = (v: string) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= 0);

/**
 * The first problem of each field, or nothing when the values can be applied. Plain checks, not
 * zod: the panel is on the property list's first screen, which loads without zod
 * (docs/decisions/0013-web-first-load.md).
 */
export function filterProblems(values: FilterValues): FilterProblems {
  const q = values.q.trim();
  const priceMin = values.priceMin.trim();
  const priceMax = values.priceMax.trim();
  const problems: FilterProblems = {};
  if (q.length > 100) problems.q = 'queryTooLong';
  if (!isAmount(priceMin)) problems.priceMin = AMOUNT_PROBLEM;
  if (!isAmount(priceMax)) problems.priceMax = AMOUNT_PROBLEM;
  else if (priceMin !== '' && priceMax !== '' && !(Number(priceMin) <= Number(priceMax)))
    problems.priceMax = 'priceOrder';
  return problems;
}

const str = (n: number | undefined) => (n === undefined ? '' : String(n));
const id = (v: string) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const amount = (v: string) => (v.trim() === '' ? undefined : Number(v));

export const toFilterValues = (f: AdvertFilters): FilterValues => ({
  q: f.q ?? '',
  advertTypeId: str(f.advertTypeId),
  categoryId: str(f.categoryId),
  priceMin: str(f.priceMin),
  priceMax: str(f.priceMax),
  country: str(f.country),
  city: str(f.city),
  district: str(f.district),
  status: f.status === undefined ? '1' : String(f.status),
  properties: f.properties ?? {},
  currency: f.currency ?? '',
});

export function toFilters(v: FilterValues, withStatus: boolean): AdvertFilters {
  const status: StatusFilter | undefined =
    !withStatus || v.status === '1'
      ? undefined
      : v.status === 'all'
        ? 'all'
        : (Number(v.status) as 0 | 2);
  const filters: AdvertFilters = {
    q: v.q.trim() || undefined,
    advertTypeId: id(v.advertTypeId),
    categoryId: id(v.categoryId),
    priceMin: amount(v.priceMin),
    priceMax: amount(v.priceMax),
    country: id(v.country),
    city: id(v.city),
    district: id(v.district),
    status,
    currency: v.currency || undefined,
    properties: id(v.categoryId) && Object.keys(v.properties).length > 0 ? v.properties : undefined,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as AdvertFilters;
}

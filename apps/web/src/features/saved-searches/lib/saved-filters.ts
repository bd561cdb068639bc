import type { SavedSearchAlert } from '@estate/contracts';

/**
 * NOT_SAVED_PARAMETERS of the contract, written out: the /properties page loads this module with
 * its first code, which takes nothing from the contracts package (it brings zod;
 * docs/decisions/0013-web-first-load.md). A test keeps the two lists equal.
 */
export const LEFT_OUT_PARAMETERS: readonly string[] = ['page', 'size', 'sort', 'type', 'status'];

/**
 * A saved search's filters from the list's GET /adverts parameters: paging, sorting and the
 * staff's status left out, empty values too, every value as text (docs/product.md#saved-searches).
 */
export function savedFiltersOf(params: object): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (LEFT_OUT_PARAMETERS.includes(name)) continue;
    if (value === undefined || value === null || value === '') continue;
    // Typed filters travel as filter[keyId]=3..5, as the list's address and GET /adverts have them.
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>))
        if (inner !== undefined && inner !== null && inner !== '')
          filters[`${name}[${key}]`] = String(inner);
      continue;
    }
    filters[name] = String(value);
  }
  return filters;
}

export const ALERT_CHOICES: ReadonlyArray<{
  value: SavedSearchAlert;
  label: string;
  hint: string;
}> = [
  { value: 'INSTANT', label: 'At once', hint: 'An e-mail within a minute of a new match' },
  { value: 'DAILY', label: 'Daily', hint: 'One e-mail a day with the new matches' },
  { value: 'NONE', label: 'No e-mails', hint: 'Keep the search without alerts' },
];

export const alertLabel = (alert: SavedSearchAlert) =>
  ALERT_CHOICES.find((c) => c.value === alert)?.label ?? alert;

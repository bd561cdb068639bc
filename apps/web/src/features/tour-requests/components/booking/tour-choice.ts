import type { TourRequestFormValues } from '../shared/tour-request-values';

/**
 * The date and slot a visitor chose before being sent to log in, kept per advert in
 * sessionStorage so the advert page comes back with them chosen (docs/product.md#tour-times).
 */
const keyOf = (advertId: number) => `tour-choice:${advertId}`;

export function saveTourChoice(advertId: number, choice: TourRequestFormValues): void {
  try {
    sessionStorage.setItem(keyOf(advertId), JSON.stringify(choice));
  } catch {
    // A browser that keeps nothing (private mode, full storage) only loses the convenience.
  }
}

export function readTourChoice(advertId: number): TourRequestFormValues | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(advertId)) ?? 'null') as unknown;
    if (
      saved &&
      typeof saved === 'object' &&
      typeof (saved as TourRequestFormValues).tourDate === 'string' &&
      typeof (saved as TourRequestFormValues).tourTime === 'string'
    )
      return saved as TourRequestFormValues;
  } catch {
    // Unreadable: as if nothing were kept.
  }
  return undefined;
}

export function clearTourChoice(advertId: number): void {
  try {
    sessionStorage.removeItem(keyOf(advertId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

import { shortName } from '../conversations';
import type { Standing } from './tour-request-rules';
import type { TourRequestRow } from './tour-requests.repository';

/** Who reads a request: one of its two sides, staff, or anyone else. */
export type Reader = 'guest' | 'owner' | 'staff' | 'other';

export const readerOf = ({ isGuest, isOwner, isStaff }: Standing): Reader =>
  isStaff ? 'staff' : isGuest ? 'guest' : isOwner ? 'owner' : 'other';

/**
 * The short name ("Selin Y.") in the wire's two fields ("Selin", "Y."), so every page that joins
 * them shows it as conversations and the advertiser card do.
 */
function shortened(first: string, last: string) {
  const firstName = first.trim();
  return { firstName, lastName: shortName(first, last).slice(firstName.length).trim() };
}

const shortGuest = (row: TourRequestRow): TourRequestRow => {
  const { firstName, lastName } = shortened(row.guest_first_name, row.guest_last_name);
  return { ...row, guest_first_name: firstName, guest_last_name: lastName };
};

const shortOwner = (row: TourRequestRow): TourRequestRow => {
  const { firstName, lastName } = shortened(row.owner_first_name, row.owner_last_name);
  return { ...row, owner_first_name: firstName, owner_last_name: lastName };
};

/**
 * The request with the names `reader` may see (docs/product.md#tour-requests): until the tour is
 * APPROVED each side sees the other by short name only, in answers, e-mails and calendar files;
 * staff always see full names.
 */
export function namedFor(row: TourRequestRow, reader: Reader): TourRequestRow {
  if (reader === 'staff' || row.status === 'APPROVED') return row;
  if (reader === 'guest') return shortOwner(row);
  if (reader === 'owner') return shortGuest(row);
  return shortOwner(shortGuest(row));
}

import type { Profile, User } from '@estate/contracts';
import type { UserRow } from './users.repository';

/** The only user shape that leaves the server: no hash, no codes, no token version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    role: row.role as User['role'],
  };
}

/** The signed-in user's own view of their account: the user and their settings. */
export const toProfile = (row: UserRow): Profile => ({
  ...toUser(row),
  priceDropEmails: row.priceDropEmails,
});

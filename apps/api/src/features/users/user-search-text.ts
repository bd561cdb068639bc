import type { users } from '../../db/schema';
import { foldText } from '../../lib/text';

type UserRow = typeof users.$inferSelect;

/** Lower-cased, accent-folded "first last email phone": the Users page's search text. */
export const searchTextOf = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone'>) =>
  foldText(`${u.firstName} ${u.lastName} ${u.email} ${u.phone}`);

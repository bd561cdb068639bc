import type { Profile, User } from '@estate/contracts';
import { asLanguage } from '../../i18n';
import { userPhotoUrls } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import type { UserRow } from './users.repository';

/** What the mappers need of the storage: the address of a stored file. */
export type PhotoAddresses = Pick<FileStorage, 'publicUrl'>;

/** The only user shape that leaves the server: no hash, no codes, no token version. */
export function toUser(row: UserRow, storage: PhotoAddresses): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    role: row.role as User['role'],
    photo: row.photoKey ? userPhotoUrls(storage, row.photoKey) : null,
  };
}

/** The signed-in user's own view of their account: the user and their settings. */
export const toProfile = (row: UserRow, storage: PhotoAddresses): Profile => ({
  ...toUser(row, storage),
  priceDropEmails: row.priceDropEmails,
  language: asLanguage(row.language),
});

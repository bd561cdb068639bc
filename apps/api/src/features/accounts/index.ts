/**
 * The accounts feature's public surface: sessions, registration, password resets, the profile and
 * its photo, deleting one's account and downloading one's data.
 */
export { accountsRoutes } from './accounts.routes';
export { createAccountsService, type AccountsDeps, type AccountsService } from './accounts.service';
export {
  createAccountExportService,
  type AccountExportService,
} from './export/account-export.service';
export { profilePhotoRoutes } from './photo/photo.routes';
export { withOnePicture } from './photo/photo.upload';
export {
  createProfilePhotoService,
  type ProfilePhotoDeps,
  type ProfilePhotoService,
} from './photo/photo.service';
// How often each account action may be repeated, which the rate-limit tests reach.
export { THROTTLE_RULES } from './account-limits';

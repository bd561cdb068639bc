/**
 * The accounts feature's public surface: sessions, registration, password resets, the profile,
 * deleting one's account and downloading one's data.
 */
export { accountsRoutes } from './accounts.routes';
export { createAccountsService, type AccountsDeps, type AccountsService } from './accounts.service';
export {
  createAccountExportService,
  type AccountExportService,
} from './export/account-export.service';
// How often each account action may be repeated, which the rate-limit tests reach.
export { THROTTLE_RULES } from './account-limits';

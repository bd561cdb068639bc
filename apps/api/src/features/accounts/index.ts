/** The accounts feature's public surface: sessions, registration, password resets, the profile. */
export { accountsRoutes } from './accounts.routes';
export { createAccountsService, type AccountsDeps, type AccountsService } from './accounts.service';

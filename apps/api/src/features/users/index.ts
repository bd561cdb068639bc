/** The users feature's public surface: the user record every session reads, the back office's accounts. */
export { usersAdminRoutes } from './users.admin.routes';
export {
  createUsersAdminService,
  type UsersAdminDeps,
  type UsersAdminService,
} from './users.admin.service';
export { createUsersRepository, type UserRow, type UsersRepository } from './users.repository';
export { createKeptAccounts, hearAccountChanges, type KeptAccounts } from './kept-accounts';
export { toProfile, toUser, type PhotoAddresses } from './user.mapper';
export {
  createAccountRemoval,
  type AccountRemoval,
  type AccountRemovalDeps,
  type RemovalCheck,
} from './account-removal';
export { isAccountSuspended } from './account-suspensions.repository';
export { SUSPENSION_MESSAGES } from './account-suspensions.messages';

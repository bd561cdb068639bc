import type { User } from '@estate/contracts';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { useOperationStore } from '../../lib/operation-store';
import { queryClient } from '../../lib/query-client';
import {
  clearSessionStorage,
  readLoginFlag,
  writeSession,
  writeStoredUser,
} from '../../lib/storage';
import { clearToken, saveToken } from '../../lib/token-storage';
import { toast } from '../../components/toast';
import {
  adoptLanguage,
  onLanguageChange,
  onLanguageChosen,
  takeChosenLanguage,
  type Language,
} from '../../i18n';
import { saveLanguage } from './api/save-language';
import { useAuthStore } from './auth-store';

/**
 * Logged out → logged in (docs/product.md#sessions): token, flag and user stored, user and menu in
 * state.
 */
export async function startSession(user: User, token: string | null): Promise<void> {
  if (token) await saveToken(token);
  writeSession(user);
  useAuthStore.getState().login(user);
  // A language picked on the switcher before logging in becomes the account's; otherwise the
  // account's language, chosen on another device say, wins (docs/product.md#languages).
  const chosen = takeChosenLanguage();
  void import('./api/account-language')
    .then(({ getAccountLanguage }) => getAccountLanguage())
    .then(async (accountLanguage) => {
      if (chosen && chosen !== accountLanguage) await saveLanguage(chosen);
      else await adoptLanguage(accountLanguage);
    });
}

/** Keeps the stored copy of the user in step after a profile change. */
export function updateSessionUser(user: User): void {
  writeStoredUser(user);
  useAuthStore.getState().setUser(user);
}

/**
 * Logout: flag false, stored user and token removed, every piece of state cleared. `byUser` marks
 * the user's own Logout, after which the guards send them to / rather than to /login.
 */
export function endSession(byUser = false): void {
  clearSessionStorage();
  clearToken();
  useAuthStore.getState().logout(byUser);
  useOperationStore.getState().reset();
  queryClient.clear();
}

/**
 * Start-up (docs/product.md#sessions): when the stored login flag is true, load the current user
 * into the auth store; on failure clear the auth state. Returns null when there is nothing to
 * check.
 */
export function restoreSession(): Promise<void> | null {
  return reloadUser(() => endSession());
}

/**
 * Reloads the signed-in user after a change made outside their session (a confirmed e-mail
 * link). A 401 still ends the session (the unauthorized handler); any other failure keeps it: a
 * request cut short because the person moved on to another page says nothing about the session.
 */
export function refreshSessionUser(): Promise<void> | null {
  return reloadUser(() => undefined);
}

/** Loads the current user into the store when the login flag is set; `onFailure` otherwise. */
function reloadUser(onFailure: () => void): Promise<void> | null {
  if (!readLoginFlag()) return null;
  // Loaded on demand so a visitor's first page does not carry the response schemas.
  return import('./api/current-user')
    .then(({ getCurrentUser }) => getCurrentUser())
    .then((user) => updateSessionUser(user), onFailure);
}

function keepLanguageOnAccount(language: Language): void {
  if (useAuthStore.getState().isUserLogin) void saveLanguage(language);
}

/**
 * An authenticated call answering 401 means the token is dead: end the session and say why. A
 * language chosen while signed in is kept on the account too.
 */
export function installSessionHandlers(): void {
  onLanguageChosen(keepLanguageOnAccount);
  // Names of types, categories and keys come in the reader's language: read them again.
  onLanguageChange(() => void queryClient.invalidateQueries());
  setUnauthorizedHandler((message) => {
    if (!useAuthStore.getState().isUserLogin) return;
    endSession();
    toast.error(message);
  });
}

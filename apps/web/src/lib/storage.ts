import type { User } from '@estate/contracts';

/** Local storage keys of a session (docs/product.md#sessions). */
export const STORAGE_KEYS = {
  isUserLogin: 'isUserLogin',
  user: 'user',
  token: 'token',
} as const;

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readLoginFlag(): boolean {
  return safeStorage()?.getItem(STORAGE_KEYS.isUserLogin) === 'true';
}

export function readStoredUser(): User | null {
  const raw = safeStorage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && 'role' in value ? (value as User) : null;
  } catch {
    return null;
  }
}

export function writeSession(user: User): void {
  const storage = safeStorage();
  storage?.setItem(STORAGE_KEYS.isUserLogin, 'true');
  storage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function writeStoredUser(user: User): void {
  safeStorage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSessionStorage(): void {
  const storage = safeStorage();
  storage?.setItem(STORAGE_KEYS.isUserLogin, 'false');
  storage?.removeItem(STORAGE_KEYS.user);
  storage?.removeItem(STORAGE_KEYS.token);
}

export function readItem(key: string): string | null {
  return safeStorage()?.getItem(key) ?? null;
}

export function writeItem(key: string, value: string): void {
  safeStorage()?.setItem(key, value);
}

export function removeItem(key: string): void {
  safeStorage()?.removeItem(key);
}

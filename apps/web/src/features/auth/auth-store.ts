import type { User } from '@estate/contracts';
import { create } from 'zustand';
import { menuFor, type MenuItem } from '../../lib/access';
import { readLoginFlag, readStoredUser } from '../../lib/storage';

export interface AuthState {
  isUserLogin: boolean;
  user: User | null;
  menu: readonly MenuItem[];
  /** True right after the user chose Logout: guards send them home instead of to /login. */
  loggedOutByUser: boolean;
  login: (user: User) => void;
  setUser: (user: User) => void;
  logout: (byUser?: boolean) => void;
}

/** Starts from local storage so a reload keeps the session until the start-up check answers. */
function initialState() {
  const user = readStoredUser();
  const isUserLogin = readLoginFlag();
  return {
    isUserLogin,
    user: isUserLogin ? user : null,
    menu: isUserLogin ? menuFor(user?.role) : [],
    loggedOutByUser: false,
  };
}

export const useAuthStore = create<AuthState>()((set) => ({
  ...initialState(),
  login: (user) =>
    set({ isUserLogin: true, user, menu: menuFor(user.role), loggedOutByUser: false }),
  setUser: (user) => set({ user, menu: menuFor(user.role) }),
  logout: (byUser = false) =>
    set({ isUserLogin: false, user: null, menu: [], loggedOutByUser: byUser }),
}));

/** Re-reads local storage (tests and a fresh start-up). */
export function resetAuthStoreFromStorage(): void {
  useAuthStore.setState(initialState());
}

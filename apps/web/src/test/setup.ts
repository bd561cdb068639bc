import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, vi } from 'vitest';
import { useToastStore } from '../components/toast';
import { resetAuthStoreFromStorage } from '../features/auth';
import { adoptLanguage } from '../i18n';
import { useOperationStore } from '../lib/operation-store';
import { forgetCachedToken } from '../lib/token-storage';
import { installMatchMedia, resetScreenWidth } from './screen-width';

// jsdom has no Web Crypto subtle API and no matchMedia (test/screen-width.ts); the browser has both.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
installMatchMedia();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// findBy/waitFor wait for what the page shows; a lazily loaded page's first import can take
// several seconds on a busy two-core machine, well past the library's one-second default.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  resetScreenWidth();
  localStorage.clear();
  // Every test starts in English, the specification's language.
  await adoptLanguage('en');
  localStorage.clear();
  forgetCachedToken();
  resetAuthStoreFromStorage();
  useOperationStore.getState().reset();
  useToastStore.getState().clear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

afterEach(() => {
  cleanup();
});

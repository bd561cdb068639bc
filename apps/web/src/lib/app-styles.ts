/**
 * The app's stylesheet, which index.html loads without holding up the first paint (`media="print"`,
 * set by vite.config.ts): switched on here, and the answer resolves once it has loaded, so the
 * app never renders unstyled. The development server injects its styles itself (no such link).
 */
export function applyAppStyles(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!link) return Promise.resolve();
  const loaded = link.sheet
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        // A stylesheet that fails to load must not keep the app from starting.
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
  link.media = 'all';
  return loaded;
}

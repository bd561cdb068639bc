import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { Logo } from './logo';

export const LOADING_STEP_MS = 150;

/**
 * The page frame while the app starts (a stored login loads its user) or a page's code loads:
 * the header bar with the logo and, inside the page, "Loading..." typed out one character every
 * 150 ms, then again (docs/product.md#first-load). The same frame as index.html's, which shows
 * before any script has run; its rules are in styles/first-paint.scss.
 */
export function LoadingScreen() {
  const [length, setLength] = useState(1);
  const text = useT()('shell.loading');

  useEffect(() => {
    const timer = window.setInterval(() => {
      setLength((n) => (n >= text.length ? 1 : n + 1));
    }, LOADING_STEP_MS);
    return () => window.clearInterval(timer);
  }, [text]);

  return (
    <div className="loading-screen">
      <div className="loading-screen__bar">
        <div className="loading-screen__brand">
          <Logo />
        </div>
      </div>
      <div className="loading-screen__body" role="status" aria-label={text} aria-busy="true">
        <svg className="logo__mark loading-screen__mark" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" />
          <path d="M6 16.5 16 8l10 8.5V25a1 1 0 0 1-1 1h-6v-6h-6v6H7a1 1 0 0 1-1-1z" />
        </svg>
        <p className="loading-screen__text" aria-hidden="true" data-testid="loading-text">
          {text.slice(0, length)}
        </p>
      </div>
    </div>
  );
}

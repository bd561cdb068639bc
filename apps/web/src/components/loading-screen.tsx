import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { Icon } from './icon/icon';

export const LOADING_STEP_MS = 150;

/**
 * The start-up screen: "Loading..." typed out one character every 150 ms, then again. Kept apart
 * from LoadingPanel because it fills the window before any layout exists (app start, lazy routes).
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
    <div className="loading-screen" role="status" aria-label={text} aria-busy="true">
      <div className="loading-screen__mark" aria-hidden="true">
        <Icon name="house-door-fill" />
      </div>
      <p className="loading-screen__text" aria-hidden="true" data-testid="loading-text">
        {text.slice(0, length)}
      </p>
    </div>
  );
}

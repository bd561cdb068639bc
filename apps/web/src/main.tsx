import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installSessionHandlers, restoreSession } from './features/auth';
import { startLanguage } from './i18n';
import { applyAppStyles } from './lib/app-styles';
import './styles/main.scss';

installSessionHandlers();
const sessionReady = restoreSession();
// English is bundled; a Turkish reader's texts are fetched beside the stylesheet.
const languageReady = startLanguage();

// The first render is a transition: React yields to the browser every few milliseconds instead of
// building the whole page in one long task, so input is never blocked for long while it starts.
// It waits for the stylesheet and the reader's texts, which load beside this code without holding
// up the first paint.
const root = createRoot(document.getElementById('root')!);
void Promise.all([applyAppStyles(), languageReady]).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App sessionReady={sessionReady} />
      </StrictMode>,
    );
  }),
);

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startRouter } from './app/app';
import { installSessionHandlers, restoreSession } from './features/auth';
import { loadFormatData, startLanguage } from './i18n';
import { applyAppStyles } from './lib/app-styles';
import { nextTask } from './lib/next-task';
import './styles/main.scss';

installSessionHandlers();
const sessionReady = restoreSession();
// English is bundled; a Turkish reader's texts are fetched beside the stylesheet.
const languageReady = startLanguage();

// The start-up is cut into tasks so none holds the main thread long (docs/product.md#first-load):
// this module's own evaluation, then the router (which starts loading the page's code and data),
// then the browser's number and date data, then the first render. The render is a transition:
// React yields to the browser every few milliseconds instead of building the whole page in one
// long task. It waits for the stylesheet, the reader's texts and the router's start, which load
// beside this code without holding up the first paint.
const root = createRoot(document.getElementById('root')!);
void nextTask().then(async () => {
  const { router, started } = startRouter();
  await Promise.all([applyAppStyles(), languageReady, started, languageReady.then(loadFormatData)]);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} sessionReady={sessionReady} />
      </StrictMode>,
    );
  });
});

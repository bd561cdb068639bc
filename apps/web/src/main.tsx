// First: schemas created by the imports below read zod's configuration.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installSessionHandlers, restoreSession } from './features/auth/session';
import './styles/main.scss';

installSessionHandlers();
const sessionReady = restoreSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App sessionReady={sessionReady} />
  </StrictMode>,
);

import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The server's log, where e-mails are printed when no SMTP server is set. */
export const SERVER_LOG = path.join(os.tmpdir(), 'estate-e2e-server.log');
export const SERVER_PID = path.join(os.tmpdir(), 'estate-e2e-server.pid');

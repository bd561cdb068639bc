import fs from 'node:fs';
import { SERVER_PID } from './server';

export default async function globalTeardown() {
  const pid = Number(fs.readFileSync(SERVER_PID, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    /* already stopped */
  }
}

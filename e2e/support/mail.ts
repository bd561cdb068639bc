import fs from 'node:fs';
import { SERVER_LOG } from './server';

interface LogEntry {
  msg?: string;
  mail?: { to?: string };
}

/** A whole JSON line of the log; the last line may still be being written (undefined then). */
function logEntry(line: string): LogEntry | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as LogEntry;
  } catch {
    return undefined;
  }
}

/**
 * The newest e-mail text the server logged for an address (no SMTP in tests: the server prints
 * each message it keeps in the outbox). Waits a little for it to appear.
 */
export async function lastMailText(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(SERVER_LOG, 'utf8').split('\n').reverse();
    for (const line of lines) {
      const entry = logEntry(line);
      if (entry?.mail?.to === to && entry.msg) return entry.msg;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No e-mail to ${to} in the server log`);
}

export const confirmPathIn = (text: string) => /\/registerConfirm\/[\w-]+/.exec(text)?.[0];
export const resetCodeIn = (text: string) => /reset code is (\d{6})/.exec(text)?.[1];

import { z } from 'zod';
import type { Language } from '@estate/contracts';

type Issue = Parameters<ReturnType<typeof z.locales.en>['localeError']>[0];

const LOCALES = { tr: z.locales.tr() } as const;
const english = z.locales.en();

const textOf = (out: string | { message: string } | undefined | null) =>
  typeof out === 'string' ? out : (out?.message ?? '');

/**
 * zod's own message for an issue (a schema without a message of ours) in `language`, from zod's
 * bundled locale; undefined when the message is one of ours (the catalogue translates those).
 * The issue reaches the error handler without its input, so the "received …" part is carried over.
 */
export function zodDefaultMessage(
  issue: { code: string; message: string; params: Record<string, unknown> },
  language: Language,
): string | undefined {
  if (language === 'en') return undefined;
  const rebuilt = { ...issue.params, code: issue.code, path: [] } as unknown as Issue;
  const received = /received (\S+)$/.exec(issue.message)?.[1];
  const withReceived = (s: string) => (received ? s.replace(/undefined$/, received) : s);
  if (withReceived(textOf(english.localeError(rebuilt))) !== issue.message) return undefined;
  return withReceived(textOf(LOCALES[language].localeError(rebuilt))) || undefined;
}

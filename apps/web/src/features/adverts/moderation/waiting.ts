import { moderationText } from './texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long an advert has waited in the queue: '12 minutes', '5 hours', '3 days', in the reader's
 * language (the caller draws with `useModerationT`).
 */
export function waitedFor(sinceIso: string, now = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(sinceIso));
  if (waited < HOUR)
    return moderationText('waited.minutes', { count: Math.floor(waited / MINUTE) });
  if (waited < 2 * DAY) return moderationText('waited.hours', { count: Math.floor(waited / HOUR) });
  return moderationText('waited.days', { count: Math.floor(waited / DAY) });
}

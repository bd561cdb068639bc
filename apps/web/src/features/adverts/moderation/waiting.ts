const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long an advert has waited in the queue: '12 minutes', '5 hours', '3 days'. */
export function waitedFor(sinceIso: string, now = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(sinceIso));
  if (waited < HOUR) return plural(Math.floor(waited / MINUTE), 'minute');
  if (waited < 2 * DAY) return plural(Math.floor(waited / HOUR), 'hour');
  return plural(Math.floor(waited / DAY), 'day');
}

/**
 * One formatter per time zone, made once: making an Intl.DateTimeFormat costs tens of
 * microseconds, and a list of tour requests asks for the time of each row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The current wall-clock time in a time zone as "YYYY-MM-DDTHH:mm:ss", comparable as a string. */
export function wallClockNow(timeZone: string, now = new Date()): string {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "2026-12-01T10:30" or "2026-12-01T10:30:00" → "2026-12-01T10:30:00", if it is a real date. */
export function normalizeWallClock(value: string): string | undefined {
  const full = value.length === 16 ? `${value}:00` : value;
  const date = new Date(`${full}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== full) return undefined;
  return full;
}

/**
 * The instant at which a zone's clocks show `wallClock` ("YYYY-MM-DDTHH:mm:ss"). Two corrections
 * settle the zone's offset, also on a day the clocks change.
 */
export function wallClockToInstant(wallClock: string, timeZone: string): Date {
  const wanted = Date.parse(`${wallClock}Z`);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const shown = Date.parse(`${wallClockNow(timeZone, new Date(guess))}Z`);
    guess += wanted - shown;
  }
  return new Date(guess);
}

import { tourDay, visitsText } from '../../texts';

/** The visitor's own IANA zone, as the browser reports it. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Europe/Istanbul" → "Istanbul", "America/Los_Angeles" → "Los Angeles". */
export const zoneCity = (zone: string) => (zone.split('/').pop() ?? zone).replaceAll('_', ' ');

/** What the clocks of `zone` show at `instant`, as "YYYY-MM-DDTHH:mm". */
function wallClockIn(zone: string, instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant the clocks of `zone` show `wallClock` ("YYYY-MM-DDTHH:mm"); settles DST in two steps. */
function instantOf(wallClock: string, zone: string): number {
  const wanted = Date.parse(`${wallClock}:00Z`);
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess += wanted - Date.parse(`${wallClockIn(zone, guess)}:00Z`);
  return guess;
}

/**
 * "10:00 in Istanbul time, 08:00 yours" when the visitor's clocks differ from the property's at
 * that moment (tour times are the property's time, docs/product.md#tour-times); undefined when
 * they agree.
 */
export function zoneNote(
  date: string,
  time: string,
  zone: string,
  mine: string = browserZone(),
): string | undefined {
  const wallClock = `${date}T${time}`;
  const yours = wallClockIn(mine, instantOf(wallClock, zone));
  if (yours === wallClock) return undefined;
  const values = { time, city: zoneCity(zone), yours: yours.slice(11, 16) };
  if (yours.slice(0, 10) === date) return visitsText('zoneNote', values);
  return visitsText('zoneNoteOtherDay', { ...values, day: tourDay(yours.slice(0, 10)) });
}

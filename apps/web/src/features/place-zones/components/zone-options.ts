/** Every IANA zone this browser knows, UTC first; the server checks the name again. */
export function zoneOptions(current: string | null): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** The wall-clock time now in a zone, as staff check they picked the right one. */
export function nowIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    at,
  );
}

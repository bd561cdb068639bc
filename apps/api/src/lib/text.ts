/**
 * Lower case without accents, Turkish letters folded too: "İstanbul Çarşı" → "istanbul carsi".
 * Searches compare folded text on both sides, so no database extension is needed for accents.
 */
export function foldText(input: string): string {
  return (
    input
      // Dotted and dotless capitals and the dotless small i all fold to a plain i.
      .replace(/[İIı]/g, 'i')
      .replace(/[ßẞ]/g, 'ss')
      .replace(/[æÆ]/g, 'ae')
      .replace(/[øØ]/g, 'o')
      .replace(/[łŁ]/g, 'l')
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
  );
}

/** URL slug from any title: folded, `a-z 0-9` words joined by single hyphens, at most 80 characters. */
export function slugify(input: string): string {
  return foldText(input)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** "30 seconds", "1 minute", "15 minutes", "3 hours": rounded up, so nobody retries too early. */
export function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 90) return plural(seconds, 'second');
  if (seconds < 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

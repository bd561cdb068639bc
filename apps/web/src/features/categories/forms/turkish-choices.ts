/**
 * A list key's Turkish choices as staff type them: one text, separated by ";" in the order of the
 * English choices (docs/product.md#the-sites-own-words). An empty place is a choice without a
 * Turkish name (readers see the English one); the server wants exactly one entry per choice.
 */

/** "Özel garaj; ; Sokakta park" → ['Özel garaj', null, 'Sokakta park'], null-padded to `count`. */
export function readTurkishChoices(text: string, count: number): Array<string | null> | null {
  const names: Array<string | null> = text.split(';').map((name) => name.trim() || null);
  return resizeTurkishChoices(names, count);
}

/**
 * The names fitted to `count` choices: missing places are null, empty places past the end are
 * dropped (extra names stay, so the form says they do not fit); none written → null.
 */
export function resizeTurkishChoices(
  names: Array<string | null> | null | undefined,
  count: number,
): Array<string | null> | null {
  const fitted = [...(names ?? [])];
  while (fitted.length < count) fitted.push(null);
  while (fitted.length > count && fitted[fitted.length - 1] === null) fitted.pop();
  return fitted.some((name) => name !== null) ? fitted : null;
}

/** The names as the text box shows them: "Özel garaj; ; Sokakta park", no trailing empties. */
export const turkishChoicesText = (names: Array<string | null> | null | undefined) =>
  (names ?? [])
    .map((name) => name ?? '')
    .join('; ')
    .replace(/[;\s]+$/, '');

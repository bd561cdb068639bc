/** The line (from 1) of each offset of `text`: a binary search over its line breaks. */
export function lineCounter(text: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks.push(i);
  return (offset) => {
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (breaks[mid]! < offset) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };
}

/**
 * The line each listing of a JSON catalogue starts on: the objects directly inside the top-level
 * array, or inside an array that is a value of the top-level object (`{ "value": [...] }`).
 * A scan that knows strings and nesting only; JSON.parse has already accepted the text.
 */
export function listingStartLines(text: string): number[] {
  const lineOf = lineCounter(text);
  const lines: number[] = [];
  const open: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      const path = open.join('');
      if (c === '{' && (path === '[' || path === '{[')) lines.push(lineOf(i));
      open.push(c);
    } else if (c === ']' || c === '}') open.pop();
  }
  return lines;
}

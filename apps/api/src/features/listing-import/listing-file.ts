import { parse as parseTolerant, printParseErrorCode, type ParseError } from 'jsonc-parser';
import Papa from 'papaparse';
import { LISTING_FILE_LIMITS, LISTING_FILE_MESSAGES as M } from '@estate/contracts';
import { badRequest } from '../../lib/errors';
import { lineCounter, listingStartLines } from './file-lines';

/** One listing as the file wrote it, with the line it starts on. */
export interface RawListing {
  line: number;
  fields: Record<string, unknown>;
}

/**
 * The listings of a catalogue file (docs/catalogue-format.md): JSON when it starts with
 * `[` or `{`, CSV with a header row otherwise. A file that cannot be read at all (malformed, too
 * large, no listings) is a 400 naming the line; the listings' own fields are checked later.
 */
export function readListingFile(text: string): RawListing[] {
  if (Buffer.byteLength(text) > LISTING_FILE_LIMITS.bytes) throw badRequest(M.tooLarge);
  const body = text.replace(/^\uFEFF/, '');
  const first = body.trimStart()[0];
  const listings = first === '[' || first === '{' ? readJson(body) : readCsv(body);
  if (listings.length === 0) throw badRequest(M.empty);
  if (listings.length > LISTING_FILE_LIMITS.rows) throw badRequest(M.tooManyRows);
  return listings;
}

function readJson(text: string): RawListing[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(jsonFailure(text));
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { value?: unknown } | null)?.value;
  if (!Array.isArray(list)) throw badRequest(M.notAList);
  const lines = listingStartLines(text);
  return list.map((item: unknown, i) => {
    const line = lines[i] ?? 1;
    if (!item || typeof item !== 'object' || Array.isArray(item))
      return { line, fields: { __notAListing: true } };
    return { line, fields: item as Record<string, unknown> };
  });
}

/** Where and why JSON.parse refused the text, as jsonc-parser (strict) finds it first. */
function jsonFailure(text: string): string {
  const errors: ParseError[] = [];
  parseTolerant(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first) return M.malformedJson(1, 'unexpected text');
  const words = printParseErrorCode(first.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return M.malformedJson(lineCounter(text)(first.offset), words);
}

function readCsv(text: string): RawListing[] {
  const listings: RawListing[] = [];
  const lineOf = lineCounter(text);
  // Each row starts where the one before it ended (the header first), past blank lines.
  let rowEnd = text.search(/\r?\n/);
  const startOf = (end: number) => end + (/^\s*/.exec(text.slice(end, end + 200))?.[0].length ?? 0);
  let failure: { line: number; detail: string } | undefined;
  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    step: (row, parser) => {
      const line = lineOf(startOf(Math.max(rowEnd, 0)));
      rowEnd = row.meta.cursor;
      const error = row.errors.find(
        (e) => e.type !== 'FieldMismatch' || e.code === 'TooManyFields',
      );
      if (error) {
        failure = { line, detail: error.message };
        parser.abort();
        return;
      }
      listings.push({ line, fields: row.data });
    },
  });
  if (failure) throw badRequest(M.malformedCsv(failure.line, failure.detail));
  return listings;
}

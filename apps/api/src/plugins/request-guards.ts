import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

export const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed.';
export const BROKEN_TEXT_MESSAGE =
  'The request contains text that is not valid Unicode (a lone surrogate), which is not allowed.';
export const JSON_ONLY_MESSAGE =
  'Send the request body as JSON (Content-Type: application/json), or pictures as multipart/form-data.';

/** Any spelling of an encoded NUL in a URL: %00, and %2500 would only be a literal "%00". */
const ENCODED_NUL = /%00/i;

/** True when a string, a key or a value anywhere inside passes the test. */
function someText(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => someText(v, test, depth + 1));
  return Object.entries(value).some(([k, v]) => test(k) || someText(v, test, depth + 1));
}
const hasNul = (text: string) => text.includes('\0');
/** With the u flag a surrogate pair is one code point, so this matches lone surrogates only. */
const LONE_SURROGATE = /\p{Cs}/u;
const isBroken = (text: string) => LONE_SURROGATE.test(text);

/**
 * Rules of docs/product.md#wire-contract applied once for every route, the web pages included:
 * - a NUL character in the path, query or body is refused with a 400 (PostgreSQL text and file
 *   paths cannot hold one, so without this each of them answered 500);
 * - so is a lone surrogate (`"\udb77"` is valid JSON): jsonb refuses it with a 500 and text
 *   columns would store U+FFFD instead of what was sent;
 * - bodies are JSON only: Fastify also parses text/plain, which any web site can post from a
 *   visitor's browser without a CORS preflight. Without a parser Fastify answers 415.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (request.raw.url && ENCODED_NUL.test(request.raw.url)) throw badRequest(NUL_MESSAGE);
  });

  app.addHook('preValidation', async (request) => {
    if (someText(request.body, hasNul)) throw badRequest(NUL_MESSAGE);
    if (someText(request.body, isBroken) || someText(request.query, isBroken))
      throw badRequest(BROKEN_TEXT_MESSAGE);
  });
}

import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

export const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed.';
export const JSON_ONLY_MESSAGE =
  'Send the request body as JSON (Content-Type: application/json), or pictures as multipart/form-data.';

/** Any spelling of an encoded NUL in a URL: %00, and %2500 would only be a literal "%00". */
const ENCODED_NUL = /%00/i;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v, depth + 1));
}

/**
 * Two rules of decisions §2 applied once for every route, the web pages included:
 * - a NUL character in the path, query or body is refused with a 400 (PostgreSQL text and file
 *   paths cannot hold one, so without this each of them answered 500);
 * - bodies are JSON only: Fastify also parses text/plain, which any web site can post from a
 *   visitor's browser without a CORS preflight. Without a parser Fastify answers 415.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (request.raw.url && ENCODED_NUL.test(request.raw.url)) throw badRequest(NUL_MESSAGE);
  });

  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body)) throw badRequest(NUL_MESSAGE);
  });
}

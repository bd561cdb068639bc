import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicBody } from './public-body';

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Sends a visitor's answer with the HTTP caching that matches the server's own: a CDN or reverse
 * proxy in front of several processes may keep it `maxAgeSeconds` and revalidate by ETag. A
 * request whose If-None-Match names the body's ETag gets 304 without a body. `Vary` keeps a
 * shared cache from handing a visitor's answer (no `favory`) to a signed-in request.
 */
export function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PublicBody,
  maxAgeSeconds: number,
) {
  reply
    .header(
      'cache-control',
      maxAgeSeconds > 0
        ? `public, max-age=${maxAgeSeconds}, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`
        : 'no-cache',
    )
    .header('etag', body.etag)
    // Lists and advert pages name types and categories in the asked language.
    .header('vary', 'accept-encoding, authorization, accept-language');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const { encoding, payload } = body.for(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload);
}

/**
 * Sends a signed-in caller's answer, already serialised by the route's contract: it carries
 * their hearts, so no shared cache may keep it.
 */
export function sendPrivate(reply: FastifyReply, json: string | Buffer) {
  return reply
    .header('cache-control', 'private, no-store')
    .type('application/json; charset=utf-8')
    .send(json);
}

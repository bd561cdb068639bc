import type { FastifyInstance, FastifyRequest } from 'fastify';

export const PRIVATE_NO_STORE = 'private, no-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: the route answers about its caller, even when it refuses them. */
    aboutPerson: boolean;
  }
}

/** Reads only: a write's answer echoes what its sender sent (login, registration, contact). */
const CACHEABLE_METHODS = new Set(['GET', 'HEAD']);

/** Whether no cache (browser, proxy, CDN) may keep the answer to this request. */
export function answersPrivately(request: FastifyRequest): boolean {
  return (
    !!request.headers.authorization?.trim() ||
    request.aboutPerson ||
    !CACHEABLE_METHODS.has(request.method)
  );
}

/**
 * Private answers are never stored: every answer to a request that carries a token (whatever
 * the route said: a signed-in search carries the caller's hearts) and every answer of a route
 * about a person. Public answers to visitors keep the caching their route gave them.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.decorateRequest('aboutPerson', false);
  app.addHook('onSend', async (request, reply) => {
    if (answersPrivately(request)) reply.header('cache-control', PRIVATE_NO_STORE);
  });
}

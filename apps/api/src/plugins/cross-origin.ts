import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors';

export const CROSS_ORIGIN_MESSAGE = 'Calls from another web site are not allowed.';

/** The origin this request was addressed to (behind a trusted proxy, as the client saw it). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Browsers send `Origin` with cross-site calls. The API answers only its own pages, the public
 * address (PUBLIC_URL) and the origins listed in ALLOWED_ORIGINS, which also get the CORS
 * headers a browser needs; any other site's call is refused with a 403 before any work.
 * Requests without `Origin` (same-site navigation, curl, servers) are not affected.
 */
export async function registerCrossOrigin(
  app: FastifyInstance,
  { allowedOrigins, publicUrl }: { allowedOrigins: string[]; publicUrl?: string },
) {
  const trusted = new Set(allowedOrigins);
  if (publicUrl) trusted.add(new URL(publicUrl).origin);

  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (!origin || origin === ownOrigin(request) || trusted.has(origin)) return;
    throw forbidden(CROSS_ORIGIN_MESSAGE);
  });

  if (allowedOrigins.length > 0) {
    await app.register(cors, {
      origin: allowedOrigins,
      exposedHeaders: ['x-renewed-token', 'x-request-id'],
      maxAge: 600,
    });
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { spendWrite, type WriteAction } from '../lib/write-limits';

/**
 * A route's preHandler that counts the call against the action's allowances, by client address,
 * by the signed-in account and by the e-mail address named, once the request is known well-formed
 * and before any of its work. A refusal answers 429 with Retry-After; nothing has been written.
 */
export const limitWrites = (
  app: FastifyInstance,
  action: WriteAction,
  /** The e-mail address the request names, for an action also limited per e-mail address. */
  emailOf?: (request: FastifyRequest) => string,
) =>
  async function countWrite(request: FastifyRequest) {
    await spendWrite(app.limiter, app.writeLimits, action, {
      ip: request.ip,
      userId: request.currentUser?.id,
      email: emailOf?.(request),
    });
  };

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { spendWrite, type WriteAction } from '../lib/write-limits';

/**
 * A route's preHandler that counts the call against the action's allowances, by client address
 * and by the signed-in account, once the request is known well-formed and before any of its work.
 * A refusal answers 429 with Retry-After; nothing has been written.
 */
export const limitWrites = (app: FastifyInstance, action: WriteAction) =>
  async function countWrite(request: FastifyRequest) {
    await spendWrite(app.limiter, app.writeLimits, action, {
      ip: request.ip,
      userId: request.currentUser?.id,
    });
  };

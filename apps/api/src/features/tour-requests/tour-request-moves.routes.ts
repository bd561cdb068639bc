import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  messageSchema,
  tourRequestSchema,
  tourTimeChangeSchema,
} from '@estate/contracts';
import { limitWrites } from '../../plugins/write-limits';
import type { TourRequestMovesService } from './tour-request-moves.service';
import { TOUR_MESSAGES as M } from './tour-requests.messages';

/**
 * The owner approves or declines; the guest cancels, moves or deletes
 * (docs/product.md#tour-requests).
 */
export async function tourRequestMovesRoutes(
  app: FastifyInstance,
  { moves }: { moves: TourRequestMovesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireUser;
  const schema = {
    tags: ['tour requests'],
    security: [{ token: [] }],
    params: idParamsSchema,
    response: { 200: tourRequestSchema },
  };

  r.patch('/tourRequest/:id/approve', { onRequest, schema }, async (req) =>
    moves.approve(req.currentUser!, req.params.id),
  );
  r.patch('/tourRequest/:id/decline', { onRequest, schema }, async (req) =>
    moves.decline(req.currentUser!, req.params.id),
  );
  r.patch('/tourRequest/:id/cancel', { onRequest, schema }, async (req) =>
    moves.cancel(req.currentUser!, req.params.id),
  );
  r.put(
    '/tourRequest/:id',
    {
      onRequest,
      preHandler: limitWrites(app, 'tourTimeChange'),
      schema: { ...schema, body: tourTimeChangeSchema },
    },
    async (req) => moves.changeTime(req.currentUser!, req.params.id, req.body.tourTime),
  );
  r.delete(
    '/tourRequest/:id',
    { onRequest, schema: { ...schema, response: { 200: messageSchema } } },
    async (req) => {
      await moves.remove(req.currentUser!, req.params.id);
      return { message: M.deleted };
    },
  );
}

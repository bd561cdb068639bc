import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFavoritePageSchema,
  favoriteAdminQuerySchema,
  favoriteCardPageSchema,
  favoriteStateSchema,
  favoriteToggleRequestSchema,
  idSchema,
  messageSchema,
  myFavoritesQuerySchema,
} from '@estate/contracts';
import { STAFF_ROLES } from '../../plugins/auth';
import { limitWrites } from '../../plugins/write-limits';
import type { FavoritesService } from './favorites.service';

/** Favourites: the logged-in user's own, and any user's for staff (docs/product.md#favourites). */
export async function favoritesRoutes(
  app: FastifyInstance,
  { favorites }: { favorites: FavoritesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: app.requireUser };
  const tags = ['favorites'];
  const security = [{ token: [] }];

  r.get(
    '/favorites/forCart/auth',
    {
      ...common,
      schema: {
        tags,
        security,
        response: { 200: z.array(z.object({ advertId: z.number().int() })) },
      },
    },
    async (req) =>
      (await favorites.advertIdsOf(req.currentUser!)).map((advertId) => ({ advertId })),
  );

  r.get(
    '/favorites/auth',
    {
      ...common,
      schema: {
        tags,
        security,
        description: "The signed-in user's favourites as cards, newest first, paged.",
        querystring: myFavoritesQuerySchema,
        response: { 200: favoriteCardPageSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return favorites.mine(req.currentUser!, req.query);
    },
  );

  r.post(
    '/favorites',
    {
      ...common,
      preHandler: limitWrites(app, 'favoriteToggle'),
      schema: {
        tags,
        security,
        body: favoriteToggleRequestSchema,
        response: { 200: favoriteStateSchema },
      },
    },
    (req) => favorites.toggle(req.currentUser!, req.body.advertId),
  );

  r.get(
    '/favorites/isFavory/:advertId',
    {
      ...common,
      schema: {
        tags,
        security,
        params: z.object({ advertId: idSchema }),
        response: { 200: z.boolean() },
      },
    },
    (req) => favorites.isFavorite(req.currentUser!, req.params.advertId),
  );

  const staffOnly = { onRequest: app.requireRoles(...STAFF_ROLES) };

  r.get(
    '/favorites/admin/:userId',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        params: z.object({ userId: idSchema }),
        querystring: favoriteAdminQuerySchema,
        response: { 200: adminFavoritePageSchema },
      },
    },
    (req) => favorites.pageOfUser(req.params.userId, req.query),
  );

  r.delete(
    '/favorites/:favoriId/admin',
    {
      ...staffOnly,
      schema: {
        tags,
        security,
        params: z.object({ favoriId: idSchema }),
        response: { 200: messageSchema },
      },
    },
    (req) => favorites.removeAsStaff(req.currentUser!, req.params.favoriId),
  );
}

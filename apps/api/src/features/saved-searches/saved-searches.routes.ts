import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  messageSchema,
  savedSearchCreateSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
  savedSearchUnsubscribeSchema,
} from '@estate/contracts';
import { limitWrites } from '../../plugins/write-limits';
import type { SavedSearchesService } from './saved-searches.service';
import { unsubscribeRoutes } from './unsubscribe.routes';

/** Saved searches of the signed-in member, and the alerts' unsubscribe link (docs/product.md#saved-searches). */
export async function savedSearchesRoutes(
  app: FastifyInstance,
  { savedSearches }: { savedSearches: SavedSearchesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved searches'];
  const security = [{ token: [] }];
  const signedIn = { onRequest: app.requireUser };
  const writes = { ...signedIn, preHandler: limitWrites(app, 'savedSearchChange') };

  r.get(
    '/savedSearches',
    { ...signedIn, schema: { tags, security, response: { 200: z.array(savedSearchSchema) } } },
    (req) => savedSearches.list(req.currentUser!.id),
  );

  r.post(
    '/savedSearches',
    {
      ...writes,
      schema: {
        tags,
        security,
        body: savedSearchCreateSchema,
        response: { 201: savedSearchSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await savedSearches.create(req.currentUser!.id, req.body)),
  );

  r.put(
    '/savedSearches/:id',
    {
      ...writes,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSchema },
      },
    },
    (req) => savedSearches.update(req.currentUser!.id, req.params.id, req.body),
  );

  r.delete(
    '/savedSearches/:id',
    {
      ...writes,
      schema: { tags, security, params: idParamsSchema, response: { 200: messageSchema } },
    },
    (req) => savedSearches.remove(req.currentUser!.id, req.params.id),
  );

  // The link of the e-mail opens a web page that reads (GET, changing nothing: mail scanners
  // open links) and has a button that POSTs; the mail client's one-click unsubscribe (RFC 8058)
  // POSTs to the same address (docs/product.md#saved-search-alerts).
  await unsubscribeRoutes(app, {
    path: '/savedSearches/unsubscribe/:token',
    tags,
    what: 'the alerts of the saved search a signed unsubscribe link names',
    describe: { schema: savedSearchUnsubscribeSchema, run: savedSearches.describeUnsubscribe },
    unsubscribe: savedSearches.unsubscribe,
  });
}

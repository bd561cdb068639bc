import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  messageSchema,
  savedSearchCreateSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
  unsubscribeParamsSchema,
} from '@estate/contracts';
import { limitWrites } from '../../plugins/write-limits';
import type { SavedSearchesService } from './saved-searches.service';

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

  const unsubscribe = {
    schema: {
      tags,
      summary: 'Turns off the alerts of the saved search a signed unsubscribe link names',
      params: unsubscribeParamsSchema,
      response: { 200: messageSchema },
    },
  };
  // The link of the e-mail (opened through the web page) and the mail client's one-click
  // unsubscribe (RFC 8058: a form POST to the List-Unsubscribe address) do the same.
  r.get('/savedSearches/unsubscribe/:token', unsubscribe, (req) =>
    savedSearches.unsubscribe(req.params.token),
  );
  await app.register(async (oneClick) => {
    // Only here is a form body taken (its one field says nothing the address does not): the
    // other routes stay JSON only (plugins/request-guards.ts).
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    oneClick
      .withTypeProvider<ZodTypeProvider>()
      .post('/savedSearches/unsubscribe/:token', unsubscribe, (req) =>
        savedSearches.unsubscribe(req.params.token),
      );
  });
}

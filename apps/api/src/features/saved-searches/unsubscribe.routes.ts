import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageSchema, unsubscribeParamsSchema, type MessageResponse } from '@estate/contracts';
import { limitWrites } from '../../plugins/write-limits';

export interface UnsubscribeRoutes {
  /** The address, ending in `/:token`. */
  path: string;
  tags: string[];
  /** What the POST turns off, for /api/docs. */
  what: string;
  /** Reads what the link would turn off; changes nothing. */
  describe: { schema: z.ZodType; run: (token: string) => Promise<unknown> };
  unsubscribe: (token: string) => Promise<MessageResponse>;
}

/**
 * A signed unsubscribe link's two routes, without login: GET describes (a mail scanner that
 * opens the link changes nothing), POST turns off, from the web page's button or as the mail
 * client's one-click unsubscribe (RFC 8058: a form POST to the List-Unsubscribe address).
 */
export async function unsubscribeRoutes(
  app: FastifyInstance,
  { path, tags, what, describe, unsubscribe }: UnsubscribeRoutes,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      schema: {
        tags,
        summary: `Tells what a signed unsubscribe link would turn off (${what}); changes nothing`,
        params: unsubscribeParamsSchema,
        response: { 200: describe.schema },
      },
    },
    (req) => describe.run(req.params.token),
  );
  await app.register(async (oneClick) => {
    // Only here is a form body taken (its one field says nothing the address does not): the
    // other routes stay JSON only (plugins/request-guards.ts).
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      path,
      {
        preHandler: limitWrites(app, 'savedSearchChange'),
        schema: {
          tags,
          summary: `Turns off ${what}`,
          params: unsubscribeParamsSchema,
          response: { 200: messageSchema },
        },
      },
      (req) => unsubscribe(req.params.token),
    );
  });
}

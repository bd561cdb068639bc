import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advertIdParamsSchema, advertiserPhoneSchema, advertiserSchema } from '@estate/contracts';
import { jsonSerializerFor } from '../../lib/http/json-serializer';
import { PublicBody } from '../../lib/http/public-body';
import { sendPublic } from '../../lib/http/send-public';
import type { Search } from '../search';
import type { AdvertiserService } from './advertiser.service';

/** The advertiser's card on a public advert's page (docs/product.md#advertiser-card). */
export async function advertiserRoutes(
  app: FastifyInstance,
  { advertiser, search }: { advertiser: AdvertiserService; search: Search },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['adverts'];
  const serialize = jsonSerializerFor(advertiserSchema, '/adverts/:id/advertiser');

  r.get(
    '/adverts/:id/advertiser',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A public advert's owner: name, member since, live adverts, usual reply time",
        description:
          'replyTime is the median delay of the owner’s first answers in threads begun in the ' +
          'last 90 days, in words; null with fewer than 3 of them. 404 when the advert is not public.',
        params: advertIdParamsSchema,
        response: { 200: advertiserSchema },
      },
    },
    async (req, reply) => {
      if (req.currentUser) return advertiser.card(req.params.id, req.currentUser.id);
      // Visitors share the answer for the cache's age, as they share the advert page.
      const body = await search.visitorAnswer(
        `advertiser:${req.params.id}`,
        async () => new PublicBody(serialize(await advertiser.card(req.params.id))),
      );
      return sendPublic(req, reply, body, search.cacheSeconds);
    },
  );

  r.post(
    '/adverts/:id/advertiser/phone',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: [{ token: [] }],
        summary: "Reveals a public advert's owner's phone number to a signed-in person",
        description:
          'Each reveal is logged; a person may reveal a limited number a day (429 with Retry-After).',
        params: advertIdParamsSchema,
        response: { 200: advertiserPhoneSchema },
      },
    },
    (req) => advertiser.phone({ ip: req.ip, userId: req.currentUser!.id }, req.params.id),
  );
}

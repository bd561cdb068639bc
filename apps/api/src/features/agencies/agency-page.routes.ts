import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agencyPageSchema, slugParamsSchema } from '@estate/contracts';
import { jsonSerializerFor } from '../../lib/http/json-serializer';
import { PublicBody } from '../../lib/http/public-body';
import { sendPublic } from '../../lib/http/send-public';
import type { Search } from '../search';
import type { AgencyPageService } from './agency-page.service';

/** The public agency page's data (docs/product.md#agency-page). */
export async function agencyPageRoutes(
  app: FastifyInstance,
  {
    agencyPage,
    search,
  }: { agencyPage: AgencyPageService; search: Pick<Search, 'visitorAnswer' | 'cacheSeconds'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const serialize = jsonSerializerFor(agencyPageSchema, '/agencies/by-slug/:slug/page');

  r.get(
    '/agencies/by-slug/:slug/page',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['agencies'],
        summary:
          "An open agency's public page: details, office, live adverts, agents and reply time",
        description:
          'Its adverts are GET /adverts?agency={slug} (and the map the same way). replyTime is ' +
          'the median first reply over threads on its adverts begun in the last 90 days, null ' +
          'with fewer than 3. 404 for a closed or unknown agency.',
        params: slugParamsSchema,
        response: { 200: agencyPageSchema },
      },
    },
    async (req, reply) => {
      const { slug } = req.params;
      // A member who just edited the agency sees it at once; visitors share it for the cache's age.
      if (req.currentUser) return agencyPage.read(slug);
      const body = await search.visitorAnswer(
        `agency-page:${slug}`,
        async () => new PublicBody(serialize(await agencyPage.read(slug))),
      );
      return sendPublic(req, reply, body, search.cacheSeconds);
    },
  );
}

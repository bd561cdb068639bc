import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advertPageSchema, slugParamsSchema } from '@estate/contracts';
import { jsonSerializerFor } from '../../../lib/http/json-serializer';
import { PublicBody } from '../../../lib/http/public-body';
import { sendPublic } from '../../../lib/http/send-public';
import { readerLanguage } from '../../../i18n';
import type { AdvertsReadService } from './adverts.service';
import type { Search } from '../../search';

/** An old slug met while making a visitor's answer: answered with a redirect, never kept. */
class MovedTo {
  constructor(readonly slug: string) {}
}

/** GET /adverts/{slug}: the advert page, public; its owner and staff also see it unpublished. */
export async function advertsPublicRoutes(
  app: FastifyInstance,
  { adverts, search }: { adverts: AdvertsReadService; search: Search },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const serialize = jsonSerializerFor(advertPageSchema, '/adverts/:slug');
  const redirectUrl = (slug: string) => `/api/adverts/${encodeURIComponent(slug)}`;

  r.get(
    '/adverts/:slug',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['adverts'],
        params: slugParamsSchema,
        response: { 200: advertPageSchema },
      },
    },
    async (req, reply) => {
      const { slug } = req.params;
      // The page names its type, category and keys in the reader's language.
      const language = readerLanguage(req);
      if (req.currentUser) {
        const result = await adverts.detail(slug, req);
        if ('redirectTo' in result) return reply.redirect(redirectUrl(result.redirectTo), 301);
        if (result.countsView && (await adverts.countView(result.advertId, req)))
          result.detail.advert.viewCount += 1;
        reply.header('cache-control', 'private, no-store');
        return app.catalogNames.localize(result.detail, language);
      }
      // Visitors share the page's body; only public adverts reach one, and each view counts.
      const body = await search
        .visitorAnswer(`advert:${language}:${slug}`, async () => {
          const result = await adverts.detail(slug, req);
          if ('redirectTo' in result) throw new MovedTo(result.redirectTo);
          const detail = await app.catalogNames.localize(result.detail, language);
          return new PublicBody(serialize(detail), result.advertId);
        })
        .catch((error: unknown) => {
          if (error instanceof MovedTo) return error;
          throw error;
        });
      if (body instanceof MovedTo) return reply.redirect(redirectUrl(body.slug), 301);
      if (body.advertId !== undefined) await adverts.countView(body.advertId, req);
      return sendPublic(req, reply, body, search.cacheSeconds);
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertSchema,
  advertSearchQuerySchema,
  citySummarySchema,
  foldPropertyFilters,
  pageOf,
  popularParamsSchema,
  typeSummarySchema,
} from '@estate/contracts';
import { jsonSerializerFor } from '../../lib/http/json-serializer';
import { PublicBody } from '../../lib/http/public-body';
import { sendPrivate, sendPublic } from '../../lib/http/send-public';
import { readerLanguage } from '../../i18n';
import type { Search } from './search.service';
import { toSearch, pageKey, viewerOf } from './search-filters';

const searchResponse = pageOf(advertSchema);
const advertsResponse = z.array(advertSchema);
const citiesResponse = z.array(citySummarySchema);
const typesResponse = z.array(typeSummarySchema);

/**
 * Public adverts: the search (suggestions use it too), the home summaries and the
 * popular adverts. No token needed; a token adds `favory` and reads everything fresh, while
 * visitors share answers up to `search.cacheSeconds` old (HTTP caches may keep them as long).
 */
export async function searchRoutes(app: FastifyInstance, { search }: { search: Search }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['adverts'];
  const preHandler = app.optionalUser;
  // Answers name types and categories in the reader's language: kept under a key with it.
  const inLanguage = <T>(req: FastifyRequest, read: () => Promise<T>) => {
    const language = readerLanguage(req);
    return { language, read: async () => app.catalogNames.localize(await read(), language) };
  };
  const visitorJson = <T>(schema: z.ZodType, url: string, read: () => Promise<T>) => {
    const serialize = jsonSerializerFor(schema, url);
    return async () => new PublicBody(serialize(await read()));
  };
  const serializeSearch = jsonSerializerFor(searchResponse, '/adverts');
  const serializeAdverts = jsonSerializerFor(advertsResponse, '/adverts/popular/:amount');

  r.get(
    '/adverts',
    {
      preHandler,
      // `filter[12]=3..5` arrives flat: gathered into `filter` before the schema reads it.
      preValidation: async (req) => {
        (req as { query: unknown }).query = foldPropertyFilters(
          req.query as Record<string, unknown>,
        );
      },
      schema: { tags, querystring: advertSearchQuerySchema, response: { 200: searchResponse } },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      // A text naming a category or type in either language chooses it (Daire, Kiralık).
      const query = () => app.catalogNames.pickNamedFilters(req.query);
      const { language, read } = inLanguage(req, async () => search.page(await query()));
      const key = `search:${language}:${pageKey(toSearch(req.query, undefined))}`;
      const make = visitorJson(searchResponse, '/adverts', read);
      if (viewer) {
        const fresh = async () =>
          serializeSearch(
            await app.catalogNames.localize(await search.page(await query(), viewer), language),
          );
        const answer = await search.signedInAnswer(key, viewer, make, fresh, req.ip);
        return sendPrivate(reply, answer);
      }
      const body = await search.visitorAnswer(key, make, req.ip);
      return sendPublic(req, reply, body, search.cacheSeconds);
    },
  );

  r.get(
    '/adverts/cities',
    { schema: { tags, response: { 200: citiesResponse } } },
    async (req, reply) => {
      const make = visitorJson(citiesResponse, '/adverts/cities', () => search.citySummaries());
      return sendPublic(
        req,
        reply,
        await search.visitorAnswer('cities', make),
        search.cacheSeconds,
      );
    },
  );

  r.get(
    '/adverts/exp-proprety',
    { schema: { tags, response: { 200: typesResponse } } },
    async (req, reply) => {
      const { language, read } = inLanguage(req, () => search.categorySummaries());
      const make = visitorJson(typesResponse, '/adverts/exp-proprety', read);
      const body = await search.visitorAnswer(`categories:${language}`, make);
      return sendPublic(req, reply, body, search.cacheSeconds);
    },
  );

  r.get(
    '/adverts/popular/:amount',
    {
      preHandler,
      schema: { tags, params: popularParamsSchema, response: { 200: advertsResponse } },
    },
    async (req, reply) => {
      const { amount } = req.params;
      const viewer = viewerOf(req);
      const { language, read } = inLanguage(req, () => search.popular(amount));
      const key = `popular:${language}:${amount}`;
      const make = visitorJson(advertsResponse, '/adverts/popular/:amount', read);
      if (viewer) {
        const fresh = async () =>
          serializeAdverts(
            await app.catalogNames.localize(await search.popular(amount, viewer), language),
          );
        return sendPrivate(reply, await search.signedInAnswer(key, viewer, make, fresh));
      }
      const body = await search.visitorAnswer(key, make);
      return sendPublic(req, reply, body, search.cacheSeconds);
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertTypeSchema,
  categoryListQuerySchema,
  categorySchema,
  idSchema,
  pageOf,
  districtSchema,
  placeSchema,
  propertyKeySchema,
} from '@estate/contracts';
import { readerLanguage, varyOnLanguage } from '../../i18n';
import type { LookupsService } from './lookups.service';

/** Lookups change rarely: a short shared cache keeps the forms and filters snappy. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

/** Lookups: public reads (docs/product.md#wire-contract). */
export async function lookupsRoutes(
  app: FastifyInstance,
  { lookups }: { lookups: LookupsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];

  r.get(
    '/advert-types',
    { schema: { tags, response: { 200: z.array(advertTypeSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', `public, max-age=${lookups.advertTypesMaxAge}`);
      varyOnLanguage(reply);
      return lookups.advertTypes(readerLanguage(req));
    },
  );

  r.get(
    '/categories',
    {
      schema: {
        tags,
        querystring: categoryListQuerySchema,
        response: { 200: pageOf(categorySchema) },
      },
    },
    async (req, reply) => {
      varyOnLanguage(reply);
      return lookups.categories(req.query, readerLanguage(req));
    },
  );

  r.get(
    '/propertieskey/getAllByCatgory/:id',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: z.array(propertyKeySchema) },
      },
    },
    async (req, reply) => {
      varyOnLanguage(reply);
      return lookups.propertyKeysOf(req.params.id, readerLanguage(req));
    },
  );

  r.get(
    '/countries',
    { schema: { tags, response: { 200: z.array(placeSchema) } } },
    async (_req, reply) => {
      cacheable(reply);
      return lookups.countries();
    },
  );

  r.get(
    '/cities/:id',
    {
      schema: { tags, params: z.object({ id: idSchema }), response: { 200: z.array(placeSchema) } },
    },
    async (req, reply) => {
      const rows = await lookups.citiesOf(req.params.id);
      cacheable(reply);
      return rows;
    },
  );

  r.get(
    '/districts/:id',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: z.array(districtSchema) },
      },
    },
    async (req, reply) => {
      const rows = await lookups.districtsOf(req.params.id);
      cacheable(reply);
      return rows;
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertTypeSchema,
  categoryListQuerySchema,
  categorySchema,
  idSchema,
  pageOf,
  placeSchema,
  propertyKeySchema,
} from '@estate/contracts';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toCategory } from './lookups.mapper';
import { createLookupsRepository } from './lookups.repository';

/** Lookups change rarely: a short shared cache keeps the forms and filters snappy. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

/** Lookups: public reads (docs/product.md#wire-contract). */
export async function lookupsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = createLookupsRepository(app.db);
  const tags = ['lookups'];
  // Staff edit advert types in the back office: visitors see a change within the stated
  // staleness of every public answer (PUBLIC_CACHE_SECONDS), not a minute later.
  const typesMaxAge = app.config.PUBLIC_CACHE_SECONDS;

  r.get(
    '/advert-types',
    { schema: { tags, response: { 200: z.array(advertTypeSchema) } } },
    async (_req, reply) => {
      reply.header('cache-control', `public, max-age=${typesMaxAge}`);
      return repo.advertTypes();
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
    async (req) => {
      const { rows, total } = await repo.categoryPage({ ...req.query, onlyActive: true });
      const keys = await repo.propertyKeysOf(rows.map((c) => c.id));
      return toPage(
        rows.map((c) => toCategory(c, keys)),
        total,
        req.query,
      );
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
    async (req) => {
      if (!(await repo.categoryById(req.params.id)))
        throw notFound('This category does not exist.');
      return (await repo.propertyKeysOf([req.params.id])).map((k) => ({ id: k.id, name: k.name }));
    },
  );

  r.get(
    '/countries',
    { schema: { tags, response: { 200: z.array(placeSchema) } } },
    async (_req, reply) => {
      cacheable(reply);
      return repo.countries();
    },
  );

  r.get(
    '/cities/:id',
    {
      schema: { tags, params: z.object({ id: idSchema }), response: { 200: z.array(placeSchema) } },
    },
    async (req, reply) => {
      const rows = await repo.citiesOf(req.params.id);
      if (!rows) throw notFound('This country does not exist.');
      cacheable(reply);
      return rows;
    },
  );

  r.get(
    '/districts/:id',
    {
      schema: { tags, params: z.object({ id: idSchema }), response: { 200: z.array(placeSchema) } },
    },
    async (req, reply) => {
      const rows = await repo.districtsOf(req.params.id);
      if (!rows) throw notFound('This city does not exist.');
      cacheable(reply);
      return rows;
    },
  );
}

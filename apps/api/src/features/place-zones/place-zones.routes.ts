import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityTimeZoneSchema,
  countryTimeZoneSchema,
  countryTimeZonesSchema,
  idParamsSchema,
  placeTimeZoneSchema,
} from '@estate/contracts';
import { STAFF_ROLES } from '../../plugins/auth';
import type { PlaceZonesService } from './place-zones.service';

/** The back office's time zones of countries and cities (staff only). */
export async function placeZonesRoutes(
  app: FastifyInstance,
  { zones }: { zones: PlaceZonesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['time zones'], security: [{ token: [] }] };
  const onRequest = app.requireRoles(...STAFF_ROLES);

  r.get(
    '/countries/time-zones',
    { onRequest, schema: { ...common, response: { 200: z.array(countryTimeZonesSchema) } } },
    async (_req, reply) =>
      reply.header('cache-control', 'private, no-store').send(await zones.list()),
  );

  r.put(
    '/countries/:id/time-zone',
    {
      onRequest,
      schema: {
        ...common,
        params: idParamsSchema,
        body: countryTimeZoneSchema,
        response: { 200: placeTimeZoneSchema },
      },
    },
    (req) => zones.setCountryZone(req.params.id, req.body.timeZone),
  );

  r.put(
    '/cities/:id/time-zone',
    {
      onRequest,
      schema: {
        ...common,
        params: idParamsSchema,
        body: cityTimeZoneSchema,
        response: { 200: placeTimeZoneSchema },
      },
    },
    (req) => zones.setCityZone(req.params.id, req.body.timeZone),
  );
}

import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The validator of a multipart route: its body is read part by part by the service, so the
 * body's schema is there for /api/docs only (each field is checked as it arrives); params and
 * query are checked as on any route.
 */
export function documentOnlyBody<S>(route: FastifyRouteSchemaDef<S>) {
  return route.httpPart === 'body'
    ? () => true
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The serializer a route with this response schema uses (contract check + JSON), so a body made
 * ahead for a cache is exactly what the route would send.
 */
export function jsonSerializerFor(schema: z.ZodType, url: string): (data: unknown) => string {
  const compile = serializerCompiler as unknown as (route: {
    schema: z.ZodType;
    method: string;
    url: string;
  }) => (data: unknown) => string;
  return compile({ schema, method: 'GET', url });
}

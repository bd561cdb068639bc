import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** One API route as the server registered it, with the zod schemas it validates against. */
export interface CataloguedRoute {
  method: string;
  /** The path as registered, e.g. `/api/adverts/auth/:id`. */
  url: string;
  schema: { body?: ZodType; querystring?: ZodType; params?: ZodType; headers?: ZodType };
}

/**
 * Collects the server's own routes (every method of every `/api` route, HEAD left out: Fastify adds
 * it beside each GET). Pass `catalogue.onRoute` to createTestApp, read `catalogue.routes` after.
 */
export function createRouteCatalogue() {
  const routes: CataloguedRoute[] = [];
  return {
    routes,
    onRoute(route: RouteOptions) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          schema: (route.schema ?? {}) as CataloguedRoute['schema'],
        });
      }
    },
  };
}

import type { FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AdvertSearchQuery } from '@estate/contracts';
import type { AdvertsRepository } from './adverts.repository';
import { searchWords } from './search-text';
import { KeptBody } from './kept-body';
import { createVisitorResponseCache } from './visitor-response-cache';

/** How old the view, favourite and tour counters of a visitor's page may be. */
export const VISITOR_BODY_MAX_AGE_MS = 10_000;
const VISITOR_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/** The route's own serializer (contract check + JSON), so a kept body is what the route sends. */
export function jsonSerializerFor(schema: z.ZodType, url: string): (data: unknown) => string {
  const compile = serializerCompiler as unknown as (route: {
    schema: z.ZodType;
    method: string;
    url: string;
  }) => (data: unknown) => string;
  return compile({ schema, method: 'GET', url });
}

/**
 * The key of a visitor's search: what its result depends on. Visitors only ever get public
 * adverts, so `status` is left out; `q` is kept as its folded words ("Gar" = "gar"), and `null`
 * when absent (a `q` without any word matches nothing, unlike no `q`).
 */
export function visitorSearchKey(query: AdvertSearchQuery): string {
  return JSON.stringify([
    'search',
    query.page,
    query.size,
    query.sort,
    query.type,
    query.q === undefined ? null : searchWords(query.q),
    query.categoryid,
    query.advert_type_id,
    query.price_start,
    query.price_end,
    query.country,
    query.city,
    query.district,
  ]);
}

/**
 * Serves visitors' public reads from the per-version body cache (visitor-response-cache.ts):
 * one tiny version read per request, then either the kept body or `make()` once, however many
 * identical requests arrive while it runs. Requests with a user (they carry `favory`) do not
 * come here.
 */
export function createVisitorReads(repo: Pick<AdvertsRepository, 'currentVersion'>) {
  const cache = createVisitorResponseCache<KeptBody>({
    maxAgeMs: VISITOR_BODY_MAX_AGE_MS,
    maxSize: VISITOR_CACHE_MAX_BYTES,
    sizeOf: (body) => body.size,
  });
  const making = new Map<string, Promise<KeptBody>>();

  return {
    async body(key: string, make: () => Promise<string>): Promise<KeptBody> {
      const version = await repo.currentVersion();
      const kept = cache.get(key, version);
      if (kept !== undefined) return kept;
      const flight = `${version}|${key}`;
      let running = making.get(flight);
      if (!running) {
        // Read after the version: the body is at least as new as the version it is kept under.
        running = make().then((json) => {
          const body = new KeptBody(json);
          cache.set(key, version, body);
          return body;
        });
        making.set(flight, running);
        void running.finally(() => making.delete(flight)).catch(() => undefined);
      }
      return running;
    },
  };
}

export type VisitorReads = ReturnType<typeof createVisitorReads>;

/** Whether a request is a visitor's (no valid token): only those share cached bodies. */
export const isVisitor = (request: FastifyRequest) => !request.currentUser;

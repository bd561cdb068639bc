import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Advert, AdvertPage } from '@estate/contracts';
import type { Db } from '../../../db/client';
import { clientNetwork } from '../../../lib/client-address';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../lib/errors';
import { viewerOf, type AdvertRow, type Search, type Viewer } from '../../search';
import { createAdvertsRepository } from './adverts.repository';

/** An advert page's similar homes and the public homes closest to it on the map. */
export interface RelatedHomes {
  similar: Advert[];
  nearby: Advert[];
}

const NO_HOMES: RelatedHomes = { similar: [], nearby: [] };

/** `countsView`: a public advert seen by someone other than its owner. */
export type DetailResult =
  { detail: AdvertPage; advertId: number; countsView: boolean } | { redirectTo: string };

const GONE = 'This advert does not exist or is no longer published.';
const HOUR_MS = 3_600_000;

/** A public advert is anyone's; another one only its owner's and staff's. */
const mayView = (row: AdvertRow, viewer: { id: number; staff: boolean } | undefined) =>
  row.is_public || viewer?.id === row.user_id || !!viewer?.staff;

/**
 * Who a view is counted for: the account when signed in (one viewer from any address), else the
 * visitor's address. Nothing the client chooses (User-Agent, other headers) is part of it, so
 * changing them does not make a new viewer. The address is kept only as a keyed hash.
 */
function viewerKey(request: FastifyRequest, secret: string): string {
  const user = request.currentUser;
  if (user) return `u:${user.id}`;
  const hash = createHmac('sha256', secret).update(clientNetwork(request.ip));
  return `a:${hash.digest('base64url').slice(0, 22)}`;
}

export interface AdvertsReadDeps {
  db: Db;
  search: Pick<Search, 'advertPage' | 'currentSlugFor' | 'advert'>;
  /**
   * The page's similar and nearby homes (docs/product.md#similar-homes); none when it is not
   * public.
   */
  similarHomes: {
    /** A visitor's, read beside the page. */
    beside: (slug: string) => Promise<RelatedHomes>;
    /** A signed-in caller's: the visitors' kept similar homes and the nearby ones, with hearts. */
    sharedWith: (advertId: number, viewer: Viewer) => Promise<RelatedHomes>;
    /** The page's fields from them: the heading's scope, the nearby homes' distances. */
    describe: (
      advert: Advert,
      homes: RelatedHomes,
    ) => Pick<AdvertPage, 'similar' | 'similarScope' | 'nearby'>;
  };
  /** The hour a view is counted in. */
  clock: Clock;
  /** The key of the visitors' address hashes. */
  settings: { jwtSecret: string };
}

/**
 * The advert page: who may see it (docs/product.md#adverts), its views (once per viewer an hour).
 */
export function createAdvertsReadService(deps: AdvertsReadDeps) {
  const { db, search, similarHomes, clock, settings } = deps;
  const repo = createAdvertsRepository(db);
  // Viewer, advert and hour already recorded in the database by this process: a reload or a
  // return to the page within the hour would only meet the unique row again, so it is not sent.
  const recordedViews = new LRUCache<string, true>({ max: 200_000, ttl: HOUR_MS });

  return {
    /** The page as its viewer may see it, an old slug's redirect, or 404. */
    async detail(slug: string, request: FastifyRequest): Promise<DetailResult> {
      const viewer = viewerOf(request);
      // A visitor's page is made once per cache age: its similar and nearby homes come beside it.
      const [found, besideIt] = await Promise.all([
        search.advertPage(slug, viewer),
        viewer ? undefined : similarHomes.beside(slug),
      ]);
      if (!found) {
        const current = await search.currentSlugFor(slug);
        // The new slug names the advert: only those who may see it are told where it went.
        const moved = current ? await search.advert({ slug: current }) : undefined;
        if (moved && mayView(moved, viewer)) return { redirectTo: moved.slug };
        throw notFound(GONE);
      }
      const { row, detail } = found;
      const isOwner = viewer?.id === row.user_id;
      if (!mayView(row, viewer)) throw notFound(GONE);
      const homes =
        besideIt ??
        (viewer && row.is_public ? await similarHomes.sharedWith(row.id, viewer) : NO_HOMES);
      return {
        detail: { ...detail, ...similarHomes.describe(detail.advert, homes) },
        advertId: row.id,
        countsView: row.is_public && !isOwner,
      };
    },

    /** Counts a view of the advert by this request's viewer; true when this one counted. */
    async countView(advertId: number, request: FastifyRequest): Promise<boolean> {
      const viewer = viewerKey(request, settings.jwtSecret);
      const key = `${Math.floor(clock.now().getTime() / HOUR_MS)}|${advertId}|${viewer}`;
      if (recordedViews.has(key)) return false;
      const counted = await repo.countView(advertId, viewer);
      recordedViews.set(key, true);
      return counted;
    },
  };
}

export type AdvertsReadService = ReturnType<typeof createAdvertsReadService>;

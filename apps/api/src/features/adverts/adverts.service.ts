import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdvertDetail, AdvertSearchQuery } from '@estate/contracts';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { isStaff } from '../../plugins/auth';
import { createAdvertsRepository } from './adverts.repository';
import { toAdvert, toAdvertImage, toPropertyValue } from './adverts.mapper';

export type DetailResult = { detail: AdvertDetail } | { redirectTo: string };

/** Identifies a viewer for view counting: the user, or a hash of a visitor's address and browser. */
function viewerKey(request: FastifyRequest): string {
  const user = request.currentUser;
  if (user) return `u:${user.id}`;
  const agent = request.headers['user-agent'] ?? '';
  return `v:${createHash('sha256').update(`${request.ip}|${agent}`).digest('base64url').slice(0, 22)}`;
}

export function createAdvertsReadService(app: FastifyInstance) {
  const repo = createAdvertsRepository(app.db);
  const { storage } = app;

  return {
    repo,

    async search(query: AdvertSearchQuery, request: FastifyRequest) {
      const viewer = request.currentUser;
      const { rows, total } = await repo.search(query, {
        publicOnly: !isStaff(viewer),
        viewerId: viewer?.id,
      });
      return toPage(
        rows.map((r) => toAdvert(r, storage, !!viewer)),
        total,
        query,
      );
    },

    async detail(slug: string, request: FastifyRequest): Promise<DetailResult> {
      const viewer = request.currentUser;
      const found = await repo.detailBySlug(slug, viewer?.id);
      if (!found) {
        const current = await repo.currentSlugFor(slug);
        if (current) return { redirectTo: current };
        throw notFound('This advert does not exist or is no longer published.');
      }
      const { row, images, values, place } = found;
      const isPublic = row.status === 1 && row.is_active && row.category_active;
      const isOwner = viewer?.id === row.user_id;
      if (!isPublic && !isOwner && !isStaff(viewer)) {
        throw notFound('This advert does not exist or is no longer published.');
      }
      if (isPublic && !isOwner && (await repo.countView(row.id, viewerKey(request))))
        row.view_count += 1;
      return {
        detail: {
          advert: toAdvert(row, storage, !!viewer),
          imges: images.map((i) => toAdvertImage(i, storage)),
          values: values.map(toPropertyValue),
          place,
        },
      };
    },

    async popular(amount: number, request: FastifyRequest) {
      const viewer = request.currentUser;
      return (await repo.popular(amount, viewer?.id)).map((r) => toAdvert(r, storage, !!viewer));
    },

    async citySummaries() {
      return (await repo.citySummaries()).map((r) => ({
        id: r.id,
        cityName: r.city_name,
        amount: Number(r.amount),
      }));
    },

    async categorySummaries() {
      return (await repo.categorySummaries()).map((r) => ({
        slug: r.slug,
        categoryName: r.title,
        advertAmount: Number(r.amount),
        icon: r.icon,
      }));
    },
  };
}

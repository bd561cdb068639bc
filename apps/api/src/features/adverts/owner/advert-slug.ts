import { isReservedSlug } from '@estate/contracts';
import { slugify } from '../../../lib/text';
import type { OwnerAdvertsRepository } from './owner-adverts.repository';

/**
 * The title's slug, or the first of slug-2, slug-3… that no advert uses or redirects from and that
 * is not a route's name (a title "Admin" gets admin-2): one query however many are taken. The unique index still decides between two at once.
 */
export async function freeSlug(
  repo: Pick<OwnerAdvertsRepository, 'takenSlugSuffixes'>,
  title: string,
): Promise<string> {
  const base = slugify(title) || 'advert';
  const taken = await repo.takenSlugSuffixes(base);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!isReservedSlug(slug) && !taken.has(n)) return slug;
  }
}

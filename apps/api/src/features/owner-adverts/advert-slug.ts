import { slugify } from '../../lib/text';
import type { OwnerAdvertsRepository } from './owner-adverts.repository';

/** Words of the /adverts/… paths: an advert under one of them could not be reached. */
const RESERVED_SLUGS = new Set(['auth', 'cities', 'exp-proprety', 'popular', 'custom', 'admin']);

/**
 * The title's slug, or the first of slug-2, slug-3… that no advert uses or redirects from: one
 * query however many are taken. The unique index still decides between two at once.
 */
export async function freeSlug(
  repo: Pick<OwnerAdvertsRepository, 'takenSlugSuffixes'>,
  title: string,
): Promise<string> {
  const base = slugify(title) || 'advert';
  const taken = await repo.takenSlugSuffixes(base);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!RESERVED_SLUGS.has(slug) && !taken.has(n)) return slug;
  }
}

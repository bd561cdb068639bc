import { GALLERY_IMAGE_SIZES, galleryImageSrcSet, sitePaths } from '@estate/contracts';
import type { Search } from '../search';
import { imageUrls } from '../../lib/images/advert-images';
import type { FileStorage } from '../../lib/storage';
import type { CatalogNames } from '../catalog-names';
import type { WebSiteRepository } from '../web-site';
import type { SeoRepository } from './seo.repository';
import type { Language } from '@estate/contracts';
import { formatPrice, pageText } from '../../i18n';
import type { AgencyPageService } from '../agencies';
import { agencyHead, agencySlugOf } from './agency-head';
import { addressIn, alternatesOf, type HeadTags } from './head-tags';

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** The site's own pages (their texts in pages.*.ts), titled with the site name as staff set it. */
const SITE_PAGES: Record<string, 'home' | 'about' | 'contact' | 'properties' | undefined> = {
  [sitePaths.home()]: 'home',
  [sitePaths.about()]: 'about',
  [sitePaths.contact()]: 'contact',
  [sitePaths.properties()]: 'properties',
};

export interface SeoDeps {
  repo: Pick<SeoRepository, 'featuredImage'>;
  /** The site name titles every page. */
  site: Pick<WebSiteRepository, 'read'>;
  search: Pick<Search, 'advert' | 'currentSlugFor'>;
  /** The featured picture's addresses. */
  storage: FileStorage;
  settings: { publicUrl: string };
  /** The advert's type and category in the page's language (docs/product.md#the-sites-own-words). */
  names: Pick<CatalogNames, 'localize'>;
  /** An open agency's page, for its head (docs/product.md#agency-page). */
  agencyPage: Pick<AgencyPageService, 'find'>;
}

/**
 * The head tags of the pages search engines index
 * (docs/decisions/0006-pages-for-search-engines.md).
 */
export function createSeoService(deps: SeoDeps) {
  const { repo, site: webSite, search, storage, settings, names } = deps;
  const base = settings.publicUrl;

  return {
    /**
     * Head tags for the pages search engines should index, in `language` (a Turkish page is the
     * same path with `?lang=tr`, docs/product.md#on-the-server); undefined for the others.
     */
    async headFor(
      pathname: string,
      language: Language = 'en',
    ): Promise<HeadTags | { redirect: string } | undefined> {
      const site = (await webSite.read()).siteName;
      const t = pageText(language);
      // A search's list (/properties/…) is the list's page, canonically.
      const list = sitePaths.properties();
      const listing = pathname.startsWith(`${list}/`) ? list : pathname;
      const page = SITE_PAGES[listing];
      if (page) {
        return {
          title: t(`${page}.title`, { site }),
          description: t(`${page}.description`, { site }),
          canonical: addressIn(`${base}${listing}`, language),
          language,
          alternates: alternatesOf(`${base}${listing}`),
        };
      }
      const agencySlug = agencySlugOf(pathname);
      if (agencySlug !== undefined) {
        const agency = await deps.agencyPage.find(agencySlug);
        return agency ? agencyHead(agency, { site, base, language }) : undefined;
      }
      const match = /^\/property\/([^/]+)\/?$/.exec(pathname);
      if (!match) return undefined;
      const slug = decodeURIComponent(match[1]!);
      const row = await search.advert({ slug });
      if (!row) {
        const current = await search.currentSlugFor(slug);
        const moved = current ? await search.advert({ slug: current }) : undefined;
        // The new address names the advert: it is given away only once the advert is public.
        return moved?.is_public ? { redirect: sitePaths.property(moved.slug) } : undefined;
      }
      if (!row.is_public) return undefined;
      const url = `${base}${sitePaths.property(row.slug)}`;
      // Each advert in its own currency (docs/product.md#prices).
      const price = formatPrice(Number(row.price), row.currency, language);
      const featured = await repo.featuredImage(row.id);
      const urls = featured ? imageUrls(storage, featured.storage_key) : undefined;
      const image = urls ? `${base}${urls.gallery}` : undefined;
      const place = `${row.district_name}, ${row.city_name}, ${row.country_name}`;
      const { advertType, category } = await names.localize(
        {
          advertType: { id: row.type_id, title: row.type_title },
          category: { id: row.category_id, title: row.category_title },
        },
        language,
      );
      return {
        title: `${row.title} — ${price} — ${site}`,
        description: clip(
          `${advertType.title} · ${category.title} · ${place}. ${row.description}`,
          160,
        ),
        canonical: addressIn(url, language),
        language,
        alternates: alternatesOf(url),
        image,
        preloadImage:
          urls && featured
            ? {
                href: urls.gallery,
                srcset: galleryImageSrcSet({
                  cardUrl: urls.card,
                  url: urls.gallery,
                  width: featured.width,
                }),
                sizes: GALLERY_IMAGE_SIZES,
              }
            : undefined,
        type: 'product',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'RealEstateListing',
          name: row.title,
          description: row.description,
          url,
          datePosted: new Date(row.created_at).toISOString(),
          ...(image ? { image } : {}),
          offers: { '@type': 'Offer', price: Number(row.price), priceCurrency: row.currency },
          contentLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: row.city_name,
              addressRegion: row.district_name,
              addressCountry: row.country_name,
              streetAddress: row.location || undefined,
            },
          },
        },
      };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

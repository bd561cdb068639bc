import { sitePaths, type AgencyPage, type Language } from '@estate/contracts';
import { pageText } from '../../i18n';
import { addressIn, alternatesOf, type HeadTags } from './head-tags';

/** The agency page's path (`/agency/{slug}`): its slug, or undefined for another path. */
export function agencySlugOf(pathname: string): string | undefined {
  const match = /^\/agency\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/**
 * The agency page's head (docs/product.md#agency-page): its title and description, and
 * schema.org's RealEstateAgent with its office, as an advert's page carries RealEstateListing.
 */
export function agencyHead(
  agency: AgencyPage,
  context: { site: string; base: string; language: Language },
): HeadTags {
  const { site, base, language } = context;
  const t = pageText(language);
  const url = `${base}${sitePaths.agency(agency.slug)}`;
  const place = `${agency.district.name}, ${agency.city.name}`;
  const logo = agency.logo ? absolute(base, agency.logo.url) : undefined;
  const values = { name: agency.name, place, site, address: agency.address };
  return {
    title: t('agency.title', values),
    description: t('agency.description', { ...values, count: agency.liveAdverts }),
    canonical: addressIn(url, language),
    language,
    alternates: alternatesOf(url),
    image: logo,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: agency.name,
      url,
      telephone: agency.phone,
      email: agency.email,
      ...(logo ? { logo, image: logo } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: agency.address,
        addressLocality: agency.district.name,
        addressRegion: agency.city.name,
        addressCountry: agency.country.name,
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: agency.point.latitude,
        longitude: agency.point.longitude,
      },
    },
  };
}

/** Stored pictures' addresses are the site's own paths unless a CDN serves them. */
const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

import type { Advert, Page } from '@estate/contracts';

let nextId = 1000;

/** An advert as GET /adverts sends it. */
export function makeAdvert(overrides: Partial<Advert> = {}): Advert {
  const id = nextId++;
  return {
    id,
    slug: `sea-view-flat-${id}`,
    title: `Sea view flat ${id}`,
    description: 'A bright flat near the sea.',
    location: 'Kadıköy, İstanbul, Türkiye',
    price: 250_000,
    isActive: true,
    status: 'ACTIVATED',
    statusReason: null,
    version: 1,
    viewCount: 10,
    likeCount: 0,
    tourCount: 0,
    createAt: '2026-05-01T10:00:00.000Z',
    url: `/api/images/file/adverts/${id}/a-card.webp`,
    srcSet: `/api/images/file/adverts/${id}/a-thumb.webp 160w, /api/images/file/adverts/${id}/a-card.webp 480w`,
    advertType: { id: 1, title: 'Sale' },
    category: { id: 2, title: 'Apartment' },
    country: { id: 1, name: 'Türkiye' },
    city: { id: 1, name: 'İstanbul' },
    district: { id: 2, name: 'Kadıköy' },
    advertTypeName: 'Sale',
    categoryName: 'Apartment',
    countryName: 'Türkiye',
    cityName: 'İstanbul',
    districtName: 'Kadıköy',
    user: { id: 7 },
    currency: 'USD',
    facts: { bedrooms: null, bathrooms: null, area: null, areaUnit: null },
    reducedFrom: null,
    ...overrides,
  };
}

export const makeAdverts = (count: number, overrides: Partial<Advert> = {}) =>
  Array.from({ length: count }, () => makeAdvert(overrides));

/** A page of GET /adverts. */
export function advertPage(
  content: Advert[],
  { number = 0, size = 10, totalElements = content.length } = {},
): Page<Advert> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    number,
    size,
  };
}

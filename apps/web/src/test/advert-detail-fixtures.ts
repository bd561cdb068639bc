import type {
  Advert,
  AdvertPage,
  AdvertImage,
  AdvertPlace,
  PropertyValue,
} from '@estate/contracts';

/** Test data for the advert detail page, shaped like the API's answer. */
export function makeAdvert(overrides: Partial<Advert> = {}): Advert {
  return {
    id: 41,
    slug: 'sunny-flat-in-kadikoy',
    title: 'Sunny flat in Kadıköy',
    description: 'Bright rooms.\nClose to the ferry.',
    location: 'Moda Cad. 12',
    price: 1250000,
    isActive: true,
    status: 'ACTIVATED',
    statusReason: null,
    version: 1,
    viewCount: 1234,
    likeCount: 3,
    tourCount: 2,
    createAt: '2025-03-09T08:15:00.000Z',
    url: '/api/images/file/adverts/41/a-card.webp',
    srcSet: null,
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
    user: { id: 900 },
    currency: 'USD',
    facts: { bedrooms: 3, bathrooms: null, area: null, areaUnit: null },
    reducedFrom: null,
    ...overrides,
  };
}

export function makeImages(count: number, advertId = 41): AdvertImage[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 100 + i,
    url: `/api/images/file/adverts/${advertId}/p${i}-gallery.webp`,
    thumbUrl: `/api/images/file/adverts/${advertId}/p${i}-thumb.webp`,
    cardUrl: `/api/images/file/adverts/${advertId}/p${i}-card.webp`,
    width: 1200,
    height: 800,
    featured: i === 0,
  }));
}

export function makeValues(): PropertyValue[] {
  return [
    { id: 1, keyId: 5, keyName: 'Bedrooms', value: '3', categoryId: 2, type: 'number', unit: null },
    { id: 2, keyId: 6, keyName: 'Floor', value: '4th', categoryId: 2, type: 'text', unit: null },
  ];
}

/** Kadıköy's centre, as the API sends a district's. */
export function makePlace(overrides: Partial<AdvertPlace> = {}): AdvertPlace {
  return { latitude: 40.9903, longitude: 29.029, precision: 'district', ...overrides };
}

/** No place by default: the map is tested on its own, and jsdom has no IntersectionObserver. */
export function makeAdvertDetail(
  advert: Partial<Advert> = {},
  images = makeImages(3),
  place: AdvertPlace | null = null,
): AdvertPage {
  return {
    advert: makeAdvert(advert),
    imges: images,
    values: makeValues(),
    place,
    priceHistory: [],
    similar: [],
  };
}

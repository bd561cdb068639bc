import {
  ADVERT_STATUSES,
  CURRENCIES,
  DEFAULT_CURRENCY,
  type Advert,
  type AdvertFacts,
  type Currency,
  type PropertyType,
  type AdvertImage,
  type PriceChange,
  type PropertyValue,
  type RejectionReasonCode,
  REJECTION_REASON_CODES,
} from '@estate/contracts';
import type { FileStorage } from '../../lib/storage';
import { VARIANTS } from '../../lib/images/constants';
import { imageUrls } from '../../lib/images/advert-images';
import type { AdvertRow } from './advert-columns.repository';

/** A stored reason code as the contract names it (only listed codes are ever written). */
export const reasonCodeOf = (code: string | null): RejectionReasonCode | null =>
  REJECTION_REASON_CODES.find((c) => c === code) ?? null;

export function toAdvert(row: AdvertRow, storage: FileStorage, withFavory: boolean): Advert {
  const urls = row.image_key ? imageUrls(storage, row.image_key) : undefined;
  const advert: Advert = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    location: row.location,
    price: Number(row.price),
    isActive: row.is_active,
    status: ADVERT_STATUSES[row.status] ?? 'PENDING',
    statusReason: row.status_reason,
    statusReasonCode: reasonCodeOf(row.status_reason_code),
    viewCount: row.view_count,
    likeCount: row.favorite_count,
    tourCount: row.tour_request_count,
    createAt: new Date(row.created_at).toISOString(),
    ...(row.updated_at ? { updateAt: new Date(row.updated_at).toISOString() } : {}),
    url: urls?.card ?? null,
    srcSet: urls ? VARIANTS.map((v) => `${urls[v.name]} ${v.width}w`).join(', ') : null,
    advertType: { id: row.type_id, title: row.type_title },
    category: { id: row.category_id, title: row.category_title },
    country: { id: row.country_id, name: row.country_name },
    city: { id: row.city_id, name: row.city_name },
    district: { id: row.district_id, name: row.district_name },
    advertTypeName: row.type_title,
    categoryName: row.category_title,
    countryName: row.country_name,
    cityName: row.city_name,
    districtName: row.district_name,
    user: { id: row.user_id },
    version: row.version,
    currency: toCurrency(row.currency),
    facts: toFacts(row.facts),
    point: { latitude: row.latitude, longitude: row.longitude },
    reducedFrom: row.reduced_from === null ? null : Number(row.reduced_from),
  };
  if (withFavory) advert.favory = row.favory;
  return advert;
}

const toCurrency = (code: string): Currency =>
  (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : DEFAULT_CURRENCY;

function toFacts(raw: AdvertFacts | string | null): AdvertFacts {
  const facts = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Partial<AdvertFacts> | null;
  return {
    bedrooms: facts?.bedrooms ?? null,
    bathrooms: facts?.bathrooms ?? null,
    area: facts?.area ?? null,
    areaUnit: facts?.areaUnit ?? null,
  };
}

export interface ImageRow {
  id: number;
  storageKey: string;
  width: number;
  height: number;
  featured: boolean;
}

export function toAdvertImage(row: ImageRow, storage: FileStorage): AdvertImage {
  const urls = imageUrls(storage, row.storageKey);
  return {
    id: row.id,
    url: urls.gallery,
    thumbUrl: urls.thumb,
    cardUrl: urls.card,
    width: row.width,
    height: row.height,
    featured: row.featured,
  };
}

export interface PriceChangeRow {
  oldPrice: string | number;
  newPrice: string | number;
  changedAt: string;
}

export const toPriceChange = (row: PriceChangeRow): PriceChange => ({
  oldPrice: Number(row.oldPrice),
  newPrice: Number(row.newPrice),
  changedAt: new Date(row.changedAt).toISOString(),
});

export interface ValueRow {
  id: number;
  keyId: number;
  keyName: string;
  value: string;
  categoryId: number;
  type: PropertyType;
  unit: string | null;
}

export const toPropertyValue = (row: ValueRow): PropertyValue => ({ ...row });

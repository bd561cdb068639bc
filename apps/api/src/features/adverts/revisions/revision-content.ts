import type { AdvertForm } from '@estate/contracts';
import type { adverts, RevisionValue } from '../../../db/schema';

type LiveAdvert = typeof adverts.$inferSelect;

/**
 * What of an edit waits for staff (docs/product.md#revisions): everything but the price and the
 * owner's on/off switch, which go live at once. Equal strings mean equal content.
 */
export function contentOf(form: AdvertForm, values: RevisionValue[]): string {
  return JSON.stringify({
    title: form.title,
    description: form.description,
    location: form.location,
    place: [form.advertType, form.category, form.country, form.city, form.district],
    currency: form.currency ?? null,
    point: form.point ? [form.point.latitude, form.point.longitude] : null,
    slug: form.slug ?? null,
    values: values.map((v) => [v.keyId, v.value]).sort((a, b) => Number(a[0]) - Number(b[0])),
  });
}

/** The live advert as a form: what `like` leaves out (currency, pin, slug) it leaves out too. */
export function formOfLive(live: LiveAdvert, like: AdvertForm): AdvertForm {
  return {
    ...like,
    title: live.title,
    description: live.description,
    location: live.location,
    price: Number(live.price),
    isActive: live.isActive,
    advertType: live.advertTypeId,
    category: live.categoryId,
    country: live.countryId,
    city: live.cityId,
    district: live.districtId,
    currency: like.currency === undefined ? undefined : (live.currency as AdvertForm['currency']),
    point:
      like.point === undefined ? undefined : { latitude: live.latitude, longitude: live.longitude },
    slug: like.slug === undefined ? undefined : live.slug,
  };
}

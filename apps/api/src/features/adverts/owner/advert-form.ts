import type { AdvertForm } from '@estate/contracts';
import { ADVERT_FORM_MESSAGES, checkPropertyValue, type PropertyRule } from '@estate/contracts';
import { badRequest, conflict } from '../../../lib/errors';
import { foldText } from '../../../lib/text';
import { mapPointOf } from './advert-point';
import { OWNER_ADVERT_MESSAGES as M } from './owner-adverts.messages';
import type { AdvertFields, OwnerAdvertsRepository } from './owner-adverts.repository';

/**
 * The server's checks of an advert form beyond its shape (docs/product.md#adverts): the type and an
 * active category exist, the district lies in the city and the city in the country, every property
 * key belongs to the category and is given once, the map point lies in the country. Answers the columns to write and the values to
 * keep (an empty value removes its entry).
 */
export async function checkAdvertForm(repo: OwnerAdvertsRepository, form: AdvertForm) {
  const lookups = await repo.lookupsExist(form.advertType, form.category);
  if (!lookups.type) throw badRequest(M.unknownType, { advertType: ADVERT_FORM_MESSAGES.required });
  if (!lookups.category)
    throw badRequest(M.unknownCategory, { category: ADVERT_FORM_MESSAGES.required });
  if (!(await repo.placeFits(form.country, form.city, form.district)))
    throw badRequest(M.placeMismatch, { district: M.placeMismatch });
  const keys = await repo.keysOf(form.category);
  const seen = new Set<number>();
  for (const { keyId } of form.values) {
    if (!keys.has(keyId)) throw badRequest(M.strayKey, { values: M.strayKey });
    if (seen.has(keyId)) throw badRequest(M.repeatedKey, { values: M.repeatedKey });
    seen.add(keyId);
  }
  const point = await mapPointOf(repo, form);
  const fields: AdvertFields = {
    title: form.title,
    description: form.description,
    price: form.price.toFixed(2),
    location: form.location,
    isActive: form.isActive,
    advertTypeId: form.advertType,
    categoryId: form.category,
    countryId: form.country,
    cityId: form.city,
    districtId: form.district,
    searchText: foldText(`${form.title} ${form.description}`),
    ...(form.currency ? { currency: form.currency } : {}),
    ...point,
  };
  return { fields, values: typedValues(form, keys) };
}

/**
 * The non-empty values checked by their key's type (docs/product.md#typed-property-details), as
 * stored: 400 naming the key and keyed by the value's field when one does not fit.
 */
function typedValues(form: AdvertForm, keys: Map<number, PropertyRule>) {
  return form.values.flatMap(({ keyId, value }, index) => {
    if (value === '') return [];
    const checked = checkPropertyValue(keys.get(keyId)!, value);
    if (!checked.ok)
      throw badRequest(checked.message, { [`values.${index}.value`]: checked.message });
    return [{ keyId, value: checked.text, numberValue: checked.number }];
  });
}

/**
 * A write that raced the delete of something the form names (a foreign key refused it): throws
 * the refusal the checks give now that it is gone, so the caller learns what to choose again.
 */
export async function refuseVanished(
  repo: OwnerAdvertsRepository,
  form: AdvertForm,
): Promise<never> {
  await checkAdvertForm(repo, form);
  throw conflict(M.changedMeanwhile);
}

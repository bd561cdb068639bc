import {
  advertFormSchema,
  advertSlugSchema,
  advertValueInputSchema,
  checkPropertyValue,
  currencySchema,
  type PropertyRule,
  type AdvertDetail,
  type OwnerRevision,
  type AdvertFormInput,
} from '@estate/contracts';
import { z } from 'zod';

/**
 * The advert form's rules are the contract's (docs/product.md#form-rules): the same schema checks
 * the browser form and the API body. Property values are kept per key (`k{keyId}`) while typing.
 */
const baseSchema = advertFormSchema
  .pick({
    title: true,
    description: true,
    price: true,
    advertType: true,
    category: true,
    country: true,
    city: true,
    district: true,
    location: true,
    point: true,
  })
  .extend({
    values: z.record(z.string(), advertValueInputSchema.shape.value).default({}),
    currency: currencySchema,
    /** The chosen category's keys by value field, set when they load: the values' rules. */
    rules: z.record(z.string(), z.custom<PropertyRule>()).default({}),
  });

/** Each value as its key's type wants it, with the server's words (docs/product.md#typed-property-details). */
const checkValues = (
  form: { values: Record<string, string>; rules: Record<string, PropertyRule> },
  ctx: z.RefinementCtx,
) => {
  // Runs even while other fields are wrong (`when` below): the parts may still be raw.
  for (const [field, value] of Object.entries(form.values ?? {})) {
    const rule = form.rules?.[field];
    if (!rule || typeof value !== 'string' || value.trim() === '') continue;
    const checked = checkPropertyValue(rule, value);
    if (!checked.ok)
      ctx.addIssue({ code: 'custom', path: ['values', field], message: checked.message });
  }
};

/** Each value is checked as soon as it is typed, whatever the state of the other fields. */
const always = { when: () => true };

export const newAdvertFormSchema = baseSchema.superRefine(checkValues, always);

/** The owner editor adds the slug (docs/product.md#slugs). */
export const advertEditorFormSchema = baseSchema
  .extend({ slug: advertSlugSchema })
  .superRefine(checkValues, always);

/** What the inputs hold: text, as typed or chosen. */
export interface AdvertFormValues {
  title: string;
  description: string;
  price: string;
  advertType: string;
  category: string;
  country: string;
  city: string;
  district: string;
  location: string;
  values: Record<string, string>;
  /** USD, EUR, GBP or TRY; a new advert starts with the site's default. */
  currency: string;
  rules?: Record<string, PropertyRule>;
  slug?: string;
  /** The pin (docs/product.md#map-search); unset until a district with a centre is chosen. */
  point?: { latitude: number; longitude: number };
}

export type AdvertFormOutput = z.output<typeof baseSchema> & { slug?: string };

export const valueField = (keyId: number) => `k${keyId}`;

export const EMPTY_ADVERT_FORM: AdvertFormValues = {
  title: '',
  description: '',
  price: '',
  advertType: '',
  category: '',
  country: '',
  city: '',
  district: '',
  location: '',
  values: {},
  currency: '',
};

/**
 * The API body: property values as {keyId, value}, empty ones left out
 * (docs/product.md#property-values).
 */
export function toAdvertBody(form: AdvertFormOutput): AdvertFormInput {
  const values = Object.entries(form.values)
    .map(([field, value]) => ({ keyId: Number(field.slice(1)), value: value.trim() }))
    .filter((v) => v.value !== '');
  const { rules: _rules, ...fields } = form;
  return { ...fields, isActive: true, values };
}

/** The editor's starting values from GET /adverts/custom/{id}. */
/** The form as the owner last sent it for review, over the live advert (docs/product.md#revisions). */
export function fromRevision(detail: AdvertDetail, sent: OwnerRevision['form']): AdvertFormValues {
  const live = fromAdvertDetail(detail);
  return {
    ...live,
    title: sent.title,
    description: sent.description,
    price: String(sent.price),
    advertType: String(sent.advertType),
    category: String(sent.category),
    country: String(sent.country),
    city: String(sent.city),
    district: String(sent.district),
    location: sent.location,
    slug: sent.slug ?? live.slug,
    point: sent.point ?? live.point,
    values: Object.fromEntries(sent.values.map((v) => [valueField(v.keyId), v.value])),
    currency: (sent.currency as AdvertFormValues['currency']) ?? live.currency,
  };
}

export function fromAdvertDetail({ advert, values }: AdvertDetail): AdvertFormValues {
  return {
    title: advert.title,
    description: advert.description,
    price: String(advert.price),
    advertType: String(advert.advertType.id),
    category: String(advert.category.id),
    country: String(advert.country.id),
    city: String(advert.city.id),
    district: String(advert.district.id),
    location: advert.location,
    slug: advert.slug,
    point: advert.point,
    values: Object.fromEntries(values.map((v) => [valueField(v.keyId), v.value])),
    currency: advert.currency,
  };
}

import { describe, expect, it } from 'vitest';
import { ADVERT_FORM_MESSAGES as M, advertFormSchema, advertSlugSchema } from './owner-adverts';
import { messageOf, messagesOf } from './test-support';

// The advert form of the add page and the editors (docs/product.md#form-rules,
// docs/product.md#slugs, docs/product.md#prices, docs/product.md#property-values).
const valid = {
  title: 'Sunny flat',
  description: 'Three rooms.\nBalcony.',
  price: 1250,
  advertType: 1,
  category: 1,
  country: 1,
  city: 1,
  district: 1,
};
const field = (name: string, value: unknown) =>
  messageOf(advertFormSchema, { ...valid, [name]: value }, name);

describe('advert form', () => {
  it('accepts the add form, which has no slug', () => {
    expect(messagesOf(advertFormSchema, valid)).toEqual({});
  });

  it.each(['title', 'description', 'price'])('requires %s', (name) => {
    expect(field(name, '')).toBe('Required');
    expect(field(name, undefined)).toBe('Required');
  });

  it.each(['advertType', 'category', 'country', 'city', 'district'])(
    'requires %s as an id of at least 1',
    (name) => {
      expect(field(name, 1)).toBeUndefined();
      expect(field(name, '1')).toBeUndefined();
      expect(field(name, 0)).toBe('Required');
      expect(field(name, '')).toBe('Required');
      expect(field(name, undefined)).toBe('Required');
      expect(field(name, 1.5)).toBe('Required');
    },
  );

  it('accepts a price of 0 and refuses one below', () => {
    expect(field('price', 0)).toBeUndefined();
    expect(field('price', -0.01)).toBe(M.negativePrice);
  });
  it('takes prices with at most two decimals, below 10^12', () => {
    expect(field('price', 10.25)).toBeUndefined();
    expect(field('price', 10.255)).toBe('Price has at most two decimals');
    expect(field('price', 1e12)).toBeUndefined();
    expect(field('price', 1e12 + 1)).toBe('Price is too large');
  });

  it('limits the title to 150 and the description to 5000 characters', () => {
    expect(field('title', 't'.repeat(150))).toBeUndefined();
    expect(field('title', 't'.repeat(151))).toBe(M.titleTooLong);
    expect(field('description', 'd'.repeat(5000))).toBeUndefined();
    expect(field('description', 'd'.repeat(5001))).toBe(M.descriptionTooLong);
  });
  it('limits the location to 300 characters', () => {
    expect(field('location', 'l'.repeat(300))).toBeUndefined();
    expect(field('location', 'l'.repeat(301))).toBe(M.locationTooLong);
  });

  it('trims property values and keeps an empty one (it removes the entry)', () => {
    const form = advertFormSchema.parse({
      ...valid,
      values: [
        { keyId: 1, value: '  3 rooms ' },
        { keyId: 2, value: '   ' },
      ],
    });
    expect(form.values).toEqual([
      { keyId: 1, value: '3 rooms' },
      { keyId: 2, value: '' },
    ]);
  });
  it('limits a property value to 200 characters', () => {
    const values = (value: string) => ({ ...valid, values: [{ keyId: 1, value }] });
    expect(messageOf(advertFormSchema, values('v'.repeat(200)), 'values.0.value')).toBeUndefined();
    expect(messageOf(advertFormSchema, values('v'.repeat(201)), 'values.0.value')).toBe(
      M.valueTooLong,
    );
  });
});

describe('advert slug in the editors', () => {
  const message = (value: unknown) => messageOf(advertSlugSchema, value);

  it('is required', () => {
    expect(message('')).toBe(M.slug);
    expect(message(undefined)).toBe(M.slug);
  });
  it('has lower-case letters, digits and single hyphens only, no spaces', () => {
    expect(message('sunny-flat-2')).toBeUndefined();
    for (const refused of ['sunny flat', 'Sunny-flat', 'sunny--flat', '-sunny', 'sunny-', 'şişli'])
      expect(message(refused)).toBe(M.slug);
  });
  it('has at most 120 characters', () => {
    expect(message('s'.repeat(120))).toBeUndefined();
    expect(message('s'.repeat(121))).toBe(M.slug);
  });
  it('is not the name of a route', () => {
    expect(message('dashboard')).toBe(M.slug);
    expect(message('dashboard-2')).toBeUndefined();
  });
});

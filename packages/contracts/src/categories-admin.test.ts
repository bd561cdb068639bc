import { describe, expect, it } from 'vitest';
import { CATEGORY_FORM_MESSAGES as M, categoryFormSchema } from './categories-admin';
import { CATEGORY_ICONS } from './category-icons';
import { messageOf, messagesOf } from './test-support';

// The category create and edit form (docs/product.md#form-rules, docs/product.md#categories).
const valid = { title: 'Apartments', slug: 'apartments', icon: CATEGORY_ICONS[0], seq: 1 };
const field = (name: string, value: unknown) =>
  messageOf(categoryFormSchema, { ...valid, [name]: value }, name);

describe('category form', () => {
  it('accepts a complete form', () => {
    expect(messagesOf(categoryFormSchema, valid)).toEqual({});
  });

  it('requires a title of at most 60 characters', () => {
    expect(field('title', '')).toBe('Category name is required');
    expect(field('title', undefined)).toBe('Category name is required');
    expect(field('title', 't'.repeat(60))).toBeUndefined();
    expect(field('title', 't'.repeat(61))).toBe(M.titleTooLong);
  });

  it('requires a slug of at least 5 characters', () => {
    expect(field('slug', '')).toBe('Slug is required');
    expect(field('slug', undefined)).toBe('Slug is required');
    expect(field('slug', 'flats')).toBeUndefined();
    expect(field('slug', 'flat')).toBe('min5 char');
  });
  it('limits the slug to 80 lower-case letters, digits and hyphens', () => {
    expect(field('slug', 's'.repeat(80))).toBeUndefined();
    expect(field('slug', 's'.repeat(81))).toBe(M.slugTooLong);
    expect(field('slug', 'big flats')).toBe(M.slugSpaces);
    expect(field('slug', 'Big-Flats')).toBe(M.slugCharacters);
    expect(field('slug', 'flats\n')).toBe(M.slugCharacters);
  });
  it('refuses the name of a page as slug', () => {
    expect(field('slug', 'dashboard')).toBe(M.slugReserved);
    expect(field('slug', 'properties')).toBe(M.slugReserved);
  });

  it('requires one of the offered icons', () => {
    expect(field('icon', '')).toBe('Icon is required');
    expect(field('icon', undefined)).toBe('Icon is required');
    expect(field('icon', 'rocket')).toBe(M.iconUnknown);
  });

  it('requires a sequence from 0 to 9999', () => {
    expect(field('seq', undefined)).toBe('Sequence is required');
    expect(field('seq', 0)).toBeUndefined();
    expect(field('seq', 9999)).toBeUndefined();
    expect(field('seq', -1)).toBe(M.seqRange);
    expect(field('seq', 10000)).toBe(M.seqRange);
    expect(field('seq', 1.5)).toBe(M.seqRange);
  });

  it('takes at most 50 properties, each named once whatever the case', () => {
    const named = (...names: string[]) => names.map((name) => ({ name }));
    expect(field('properties', named('Rooms', 'Area'))).toBeUndefined();
    const fifty = Array.from({ length: 50 }, (_, i) => `p${i}`);
    expect(field('properties', named(...fifty))).toBeUndefined();
    expect(field('properties', named(...fifty, 'one more'))).toBe(M.tooManyProperties);
    expect(
      messageOf(
        categoryFormSchema,
        { ...valid, properties: named('Area', ' area') },
        'properties.1.name',
      ),
    ).toBe(M.propertyTwice);
  });
  it('requires property names of 1 to 60 characters', () => {
    const property = (name: string) => ({ ...valid, properties: [{ name }] });
    expect(messageOf(categoryFormSchema, property(' '), 'properties.0.name')).toBe(
      M.propertyRequired,
    );
    expect(messageOf(categoryFormSchema, property('p'.repeat(60)), 'properties.0.name')).toBe(
      undefined,
    );
    expect(messageOf(categoryFormSchema, property('p'.repeat(61)), 'properties.0.name')).toBe(
      M.propertyTooLong,
    );
  });
});

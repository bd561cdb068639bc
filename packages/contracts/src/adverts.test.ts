import { describe, expect, it } from 'vitest';
import { advertSearchQuerySchema, advertStatusInputSchema } from './adverts';
import { messageOf } from './test-support';

// Advert statuses and their search codes: Pending 0, Activated 1, Rejected 2
// (docs/product.md#advert-statuses, docs/product.md#search).
describe('advert status input', () => {
  it('reads a name in any case or its code', () => {
    expect(advertStatusInputSchema.parse('0')).toBe('PENDING');
    expect(advertStatusInputSchema.parse(1)).toBe('ACTIVATED');
    expect(advertStatusInputSchema.parse('2')).toBe('REJECTED');
    expect(advertStatusInputSchema.parse(' activated ')).toBe('ACTIVATED');
    expect(advertStatusInputSchema.parse('')).toBeUndefined();
  });
  it('refuses anything else', () => {
    const message = 'status must be PENDING, ACTIVATED or REJECTED (or 0, 1, 2)';
    expect(messageOf(advertStatusInputSchema, '3')).toBe(message);
    expect(messageOf(advertStatusInputSchema, 'LIVE')).toBe(message);
  });
});

describe('advert search query', () => {
  it('treats empty parameters as no filter', () => {
    const query = advertSearchQuerySchema.parse({ q: '', categoryid: '', price_start: '' });
    expect(query).toMatchObject({ sort: 'createAt', type: 'DESC', page: 0, size: 20 });
    expect(query.q).toBeUndefined();
    expect(query.categoryid).toBeUndefined();
    expect(query.price_start).toBeUndefined();
  });
  it('takes a search text of at most 100 characters', () => {
    expect(messageOf(advertSearchQuerySchema, { q: 'q'.repeat(100) }, 'q')).toBeUndefined();
    expect(messageOf(advertSearchQuerySchema, { q: 'q'.repeat(101) }, 'q')).toBe(
      'q must be at most 100 characters',
    );
  });
  it('takes inclusive price bounds, the upper not below the lower', () => {
    const bounds = (price_start: number, price_end: number) =>
      messageOf(advertSearchQuerySchema, { price_start, price_end }, 'price_end');
    expect(bounds(100, 100)).toBeUndefined();
    expect(bounds(100, 99)).toBe('price_end must not be below price_start');
    expect(messageOf(advertSearchQuerySchema, { price_start: -1 }, 'price_start')).toBe(
      'price_start must not be negative',
    );
  });
  it('sorts by a whitelisted field', () => {
    expect(messageOf(advertSearchQuerySchema, { sort: 'price' }, 'sort')).toBeUndefined();
    expect(messageOf(advertSearchQuerySchema, { sort: 'owner' }, 'sort')).toBe(
      'sort must be one of title, price, createAt, viewCount',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from './common';
import { propertiesQueryOf, savedSearchCreateSchema } from './saved-searches';
import { messageOf } from './test-support';

const issuesOf = (filters: Record<string, unknown>) => {
  const parsed = savedSearchCreateSchema.safeParse({ name: 'x', filters });
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('saved search names', () => {
  it('refuse an invisible direction mark, which would reorder the name in lists and e-mails', () => {
    const named = (name: string) => ({ name, filters: { q: 'sea' } });
    expect(messageOf(savedSearchCreateSchema, named('Sea \u202Eweiv'), 'name')).toBe(
      TEXT_MESSAGES.invisibleFormatting,
    );
    expect(messageOf(savedSearchCreateSchema, named('Deniz manzarası'), 'name')).toBeUndefined();
  });
});

describe('saved search filters', () => {
  it('keeps the GET /adverts filters, dropping empty ones', () => {
    const parsed = savedSearchCreateSchema.parse({
      name: ' Sea ',
      filters: { q: 'sea', city: '5', price_end: '300000', district: '' },
    });
    expect(parsed).toEqual({
      name: 'Sea',
      filters: { q: 'sea', city: '5', price_end: '300000' },
      alert: 'NONE',
    });
  });

  it.each([
    [{ bedrooms: '3' }, 'filters.bedrooms', 'bedrooms is not a search filter'],
    [{ 'foo[1]': '3' }, 'filters.foo[1]', 'foo[1] is not a search filter'],
    [{ page: '1' }, 'filters.page', 'page is not a search filter'],
    [{ sort: 'price' }, 'filters.sort', 'sort is not a search filter'],
    [{ status: '0' }, 'filters.status', 'status is not a search filter'],
    [{ city: 'x' }, 'filters.city', 'city must be a number'],
  ])('refuses %j', (filters, path, message) => {
    expect(issuesOf(filters)).toContainEqual([path, message]);
  });

  it('writes the /properties address of the filters with the page’s own names', () => {
    expect(
      propertiesQueryOf({ categoryid: '2', price_start: '10', city: '5', 'filter[3]': '2..' }),
    ).toBe('?category=2&minPrice=10&city=5&filter%5B3%5D=2..');
    expect(propertiesQueryOf({})).toBe('');
  });
});

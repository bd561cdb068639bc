import { describe, expect, it } from 'vitest';
import { agoText, listedText, updatedText } from './listed';

const NOW = Date.parse('2026-12-07T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('listed and updated dates (docs/product.md#advert-page)', () => {
  it('says how long ago in days, then months, then years', () => {
    expect(agoText(daysAgo(0.2), NOW)).toBe('today');
    expect(agoText(daysAgo(1), NOW)).toBe('yesterday');
    expect(listedText(daysAgo(12), NOW)).toBe('Listed 12 days ago');
    expect(agoText(daysAgo(95), NOW)).toBe('3 months ago');
    expect(agoText(daysAgo(800), NOW)).toBe('2 years ago');
  });

  it('says "Updated" only for an advert changed at least an hour after it was listed', () => {
    expect(updatedText({ createAt: daysAgo(12), updateAt: daysAgo(3) }, NOW)).toBe(
      'Updated 3 days ago',
    );
    expect(updatedText({ createAt: daysAgo(12), updateAt: daysAgo(12) }, NOW)).toBeUndefined();
    expect(updatedText({ createAt: daysAgo(12) }, NOW)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { TOUR_TAB_PARAM, tourTabOf } from './tour-tabs';

describe('tourTabOf', () => {
  it("opens the owner's tab only when asked, the customer's own requests otherwise", () => {
    expect(tourTabOf('owner')).toBe('owner');
    expect(tourTabOf('guest')).toBe('guest');
    expect(tourTabOf(null)).toBe('guest');
    expect(tourTabOf('OWNER')).toBe('guest');
    expect(TOUR_TAB_PARAM).toBe('tab');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOUR_TIME_PATTERN, tourRequestCreateSchema, tourTimeInputSchema } from './engagement';
import { messageOf } from './test-support';
import { DEFAULT_TOUR_TIME, TOUR_TIME_SLOTS } from './tour-times';

// Tour slots: 48 half hours, 00:00 to 23:30, default 10:00 (docs/product.md#tour-times).
describe('tour time slots', () => {
  it('are the 48 half hours of a day in order', () => {
    expect(TOUR_TIME_SLOTS).toHaveLength(48);
    expect(TOUR_TIME_SLOTS[0]).toBe('00:00');
    expect(TOUR_TIME_SLOTS[1]).toBe('00:30');
    expect(TOUR_TIME_SLOTS[47]).toBe('23:30');
    expect([...TOUR_TIME_SLOTS].sort()).toEqual(TOUR_TIME_SLOTS);
    expect(new Set(TOUR_TIME_SLOTS).size).toBe(48);
  });
  it('default to 10:00, one of the slots', () => {
    expect(DEFAULT_TOUR_TIME).toBe('10:00');
    expect(TOUR_TIME_SLOTS).toContain(DEFAULT_TOUR_TIME);
  });
  it('are each a tour time the server accepts', () => {
    for (const slot of TOUR_TIME_SLOTS) {
      expect(TOUR_TIME_PATTERN.test(`2026-12-01T${slot}`)).toBe(true);
      expect(messageOf(tourTimeInputSchema, `2026-12-01T${slot}`)).toBeUndefined();
    }
  });
});

describe('tour time input', () => {
  const offSlot = 'Tours start on the hour or the half hour';
  const shape = 'tourTime must look like 2026-12-01T10:30';

  it('is required', () => {
    expect(messageOf(tourTimeInputSchema, undefined)).toBe('Required');
    expect(messageOf(tourTimeInputSchema, '')).toBe(shape);
  });
  it('accepts seconds of :00 only', () => {
    expect(messageOf(tourTimeInputSchema, '2026-12-01T10:30:00')).toBeUndefined();
    expect(messageOf(tourTimeInputSchema, '2026-12-01T10:30:01')).toBe(offSlot);
  });
  it('refuses a time that is not on the hour or the half hour', () => {
    const minute = fc.integer({ min: 0, max: 59 }).filter((m) => m !== 0 && m !== 30);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), minute, (hour, m) => {
        const time = `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(messageOf(tourTimeInputSchema, `2026-12-01T${time}`)).toBe(offSlot);
      }),
    );
  });
  it('refuses hours past 23 and other shapes', () => {
    expect(messageOf(tourTimeInputSchema, '2026-12-01T24:00')).toBe(offSlot);
    expect(messageOf(tourTimeInputSchema, '2026-12-01 10:30')).toBe(shape);
    expect(messageOf(tourTimeInputSchema, '01.12.2026 10:30')).toBe(shape);
  });
  it('comes with the advert id in a new request', () => {
    const request = { advert: { id: '7' }, tourTime: '2026-12-01T10:00' };
    expect(tourRequestCreateSchema.parse(request)).toEqual({
      advert: { id: 7 },
      tourTime: '2026-12-01T10:00',
    });
    expect(messageOf(tourRequestCreateSchema, { ...request, advert: { id: 0 } }, 'advert.id')).toBe(
      'advert.id must be positive',
    );
  });
});

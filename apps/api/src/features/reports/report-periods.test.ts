import { describe, expect, it } from 'vitest';
import { topCitiesWithOther } from './range-report.mapper';
import { dayAfter, periodOfDay, periodsOf } from './report-periods';

describe('report periods', () => {
  it('names a week by its Monday and a month by its first day, as date_trunc does', () => {
    expect(periodOfDay('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(periodOfDay('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(periodOfDay('2026-02-28', 'month')).toBe('2026-02-01');
    expect(periodOfDay('2026-02-28', 'day')).toBe('2026-02-28');
  });

  it('lists every period that overlaps the range, across month and year ends', () => {
    expect(periodsOf('2025-12-30', '2026-01-02', 'day')).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(periodsOf('2026-01-31', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(periodsOf('2026-11-18', '2026-11-30', 'week')).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
  });

  it('finds the day after, leap days included', () => {
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('cities of a report', () => {
  const city = (i: number, n: number) => ({ dimension: 'city' as const, label: `City ${i}`, n });

  it('names the ten with most adverts and sums the rest as Other', () => {
    const rows = Array.from({ length: 13 }, (_, i) => city(i, 100 - i));
    const cities = topCitiesWithOther(rows);
    expect(cities).toHaveLength(11);
    expect(cities[0]).toEqual({ label: 'City 0', count: 100 });
    expect(cities[9]).toEqual({ label: 'City 9', count: 91 });
    expect(cities[10]).toEqual({ label: 'Other', count: 90 + 89 + 88 });
  });

  it('leaves Other out when ten or fewer cities have adverts', () => {
    expect(topCitiesWithOther([city(1, 2), city(2, 5)])).toEqual([
      { label: 'City 2', count: 5 },
      { label: 'City 1', count: 2 },
    ]);
  });
});

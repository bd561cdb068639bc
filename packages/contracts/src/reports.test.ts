import { describe, expect, it } from 'vitest';
import { reportIntervalFor, reportRangeDays, reportRangeQuerySchema } from './reports';
import { messageOf } from './test-support';

// The Reports page's range (docs/product.md#reports).
describe('report range', () => {
  const to = (from: string, toDay: string) =>
    messageOf(reportRangeQuerySchema, { from, to: toDay }, 'to');

  it('takes real calendar days', () => {
    expect(to('2026-01-01', '2026-01-31')).toBeUndefined();
    expect(to('2026-01-01', '2026-02-30')).toBe('to is not a real calendar date');
    expect(to('2026-01-01', '2026-1-31')).toBe('to must be a date like 2026-01-31');
  });
  it('ends on or after its start, within 5 years', () => {
    expect(to('2026-01-02', '2026-01-02')).toBeUndefined();
    expect(to('2026-01-02', '2026-01-01')).toBe('to is before from');
    expect(to('2021-01-02', '2026-01-01')).toBeUndefined();
    expect(to('2021-01-02', '2026-01-02')).toBe('The range is longer than 5 years');
  });
  it('counts per day up to 120 days, per week up to 731, per month beyond', () => {
    expect(reportRangeDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(reportIntervalFor('2026-01-01', '2026-04-30')).toBe('day');
    expect(reportIntervalFor('2026-01-01', '2026-05-01')).toBe('week');
    expect(reportRangeDays('2026-01-01', '2028-01-01')).toBe(731);
    expect(reportIntervalFor('2026-01-01', '2028-01-01')).toBe('week');
    expect(reportIntervalFor('2026-01-01', '2028-01-02')).toBe('month');
  });
});

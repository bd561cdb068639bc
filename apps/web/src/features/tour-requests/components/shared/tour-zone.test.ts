import { describe, expect, it } from 'vitest';
import { adoptLanguage } from '../../../../i18n';
import { zoneCity, zoneNote } from './tour-zone';

describe('zoneNote', () => {
  it('tells the property’s time and the visitor’s when their clocks differ', () => {
    expect(zoneNote('2026-12-01', '10:00', 'Europe/Istanbul', 'Europe/London')).toBe(
      '10:00 in Istanbul time, 07:00 yours',
    );
    expect(zoneNote('2026-07-01', '10:00', 'Europe/Istanbul', 'Europe/London')).toBe(
      '10:00 in Istanbul time, 08:00 yours',
    );
  });
  it('names the visitor’s date when it is another day there', () => {
    expect(zoneNote('2026-12-01', '08:00', 'Europe/Istanbul', 'America/Los_Angeles')).toBe(
      '08:00 in Istanbul time, 21:00 yours on 2026-11-30',
    );
  });
  it('says nothing when both clocks agree', () => {
    expect(zoneNote('2026-12-01', '10:00', 'Europe/Istanbul', 'Asia/Baghdad')).toBeUndefined();
  });
  it('names a zone by its city', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
  });
});

describe('zoneNote in Turkish', () => {
  it('says both clocks and the other day as Turkish writes them', async () => {
    await adoptLanguage('tr');
    expect(zoneNote('2026-12-01', '10:00', 'Europe/Istanbul', 'Europe/London')).toBe(
      'Istanbul saatiyle 10:00, sizin saatinizle 07:00',
    );
    expect(zoneNote('2026-12-01', '08:00', 'Europe/Istanbul', 'America/Los_Angeles')).toBe(
      'Istanbul saatiyle 08:00, sizin saatinizle 30 Kasım 2026 21:00',
    );
  });
});

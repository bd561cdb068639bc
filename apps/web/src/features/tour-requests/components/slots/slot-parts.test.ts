import { TOUR_TIME_SLOTS, type SlotState, type TourSlots } from '@estate/contracts';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { partOfDay, slotStates, slotToChoose, SLOTS_BY_PART } from './slot-parts';
import { viewingDaysText } from './viewing-days';

const day = (states: Record<string, SlotState>): TourSlots => ({
  advertId: 7,
  date: '2026-12-08',
  timeZone: 'Europe/Istanbul',
  slots: Object.entries(states).map(([time, state]) => ({ time, state })),
});

describe('the parts of the day', () => {
  it('puts each half hour in its six-hour part', () => {
    expect(partOfDay('00:00')).toBe('night');
    expect(partOfDay('05:30')).toBe('night');
    expect(partOfDay('06:00')).toBe('morning');
    expect(partOfDay('11:30')).toBe('morning');
    expect(partOfDay('12:00')).toBe('afternoon');
    expect(partOfDay('17:30')).toBe('afternoon');
    expect(partOfDay('18:00')).toBe('evening');
    expect(partOfDay('23:30')).toBe('evening');
  });

  it('groups all 48 slots in order, twelve in each part', () => {
    expect(SLOTS_BY_PART.map((group) => group.part)).toEqual([
      'night',
      'morning',
      'afternoon',
      'evening',
    ]);
    expect(SLOTS_BY_PART.map((group) => group.slots.length)).toEqual([12, 12, 12, 12]);
    expect(SLOTS_BY_PART.flatMap((group) => group.slots)).toEqual([...TOUR_TIME_SLOTS]);
    expect(SLOTS_BY_PART[2]!.slots[0]).toBe('12:00');
  });
});

describe('the slot the form holds', () => {
  it('knows no state before the day is read', () => {
    expect(slotStates(undefined).size).toBe(0);
    expect(slotToChoose('10:00', undefined)).toBeUndefined();
  });

  it('reads each slot state of the day', () => {
    const states = slotStates(day({ '10:00': 'FREE', '10:30': 'TAKEN' }));
    expect(states.get('10:00')).toBe('FREE');
    expect(states.get('10:30')).toBe('TAKEN');
    expect(states.get('11:00')).toBeUndefined();
  });

  it('keeps the chosen slot while it is free', () => {
    expect(slotToChoose('10:30', day({ '10:00': 'FREE', '10:30': 'FREE' }))).toBeUndefined();
  });

  it('moves to the first free slot when the chosen one is not free', () => {
    const slots = day({
      '09:00': 'OUTSIDE_HOURS',
      '09:30': 'TAKEN',
      '10:00': 'FREE',
      '10:30': 'FREE',
    });
    expect(slotToChoose('09:30', slots)).toBe('10:00');
    expect(slotToChoose('', slots)).toBe('10:00');
  });

  it('has nothing to choose when no slot of the day is free', () => {
    expect(
      slotToChoose('09:00', day({ '09:00': 'TAKEN', '09:30': 'OUTSIDE_HOURS' })),
    ).toBeUndefined();
  });
});

describe('viewingDaysText', () => {
  it('says every day when all seven are open', () => {
    expect(viewingDaysText(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'])).toBe('every day');
  });

  it('writes a run of three days or more from its first to its last', () => {
    expect(viewingDaysText(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'])).toBe('Mon–Sat');
    expect(viewingDaysText(['MON', 'TUE', 'WED', 'SAT'])).toBe('Mon–Wed, Sat');
  });

  it('names shorter runs day by day, in week order whatever the order given', () => {
    expect(viewingDaysText(['FRI', 'MON', 'WED'])).toBe('Mon, Wed, Fri');
    expect(viewingDaysText(['SAT', 'SUN'])).toBe('Sat, Sun');
    expect(viewingDaysText(['THU'])).toBe('Thu');
  });

  it('writes the days in Turkish', async () => {
    await chooseLanguage('tr');
    expect(viewingDaysText(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'])).toBe('her gün');
    expect(viewingDaysText(['MON', 'TUE', 'WED'])).toBe('Pzt–Çar');
  });
});

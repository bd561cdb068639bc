import type { TourRequest } from '@estate/contracts';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import {
  personName,
  tourDateOf,
  tourDateText,
  tourTimeOf,
  tourTimeText,
  tourZoneText,
} from './tour-request-format';
import { deleteTourQuestion, isAskedFirst, tourQuestion } from './tour-questions';

const request: TourRequest = {
  id: 31,
  advert: { id: 7, slug: 'sunny-flat', title: 'Sunny flat' },
  tourTime: '2030-05-04T10:30:00',
  tourDate: '2030-05-04',
  timeZone: 'Europe/Istanbul',
  status: 'PENDING',
  guestUser: { id: 2, firstName: 'Gus', lastName: 'Guest' },
  ownerUser: { id: 3, firstName: 'Olga', lastName: 'Owner' },
  createAt: '2030-04-01T08:00:00.000Z',
  actions: ['approve', 'decline'],
};

describe('the tour request formats', () => {
  it('takes the date and the time of the tour from its wall-clock time', () => {
    expect(tourDateOf(request)).toBe('2030-05-04');
    expect(tourTimeOf(request)).toBe('10:30:00');
    expect(tourDateText(request)).toBe('2030-05-04');
    expect(tourTimeText(request)).toBe('10:30');
  });

  it("names the property's time zone by its city", () => {
    expect(tourZoneText(request)).toBe('(Istanbul time)');
    expect(tourZoneText({ timeZone: 'America/New_York' })).toBe('(New York time)');
  });

  it('writes a person by first and last name', () => {
    expect(personName(request.guestUser)).toBe('Gus Guest');
  });

  it('writes the date the Turkish way in Turkish', async () => {
    await chooseLanguage('tr');
    expect(tourDateText(request)).toBe('4 Mayıs 2030');
    expect(tourTimeText(request)).toBe('10:30');
  });
});

describe('the tour questions', () => {
  it('asks first before delete, decline and cancel only', () => {
    expect(['delete', 'decline', 'cancel'].every(isAskedFirst)).toBe(true);
    expect(['approve', 'changeTime', 'move', ''].some(isAskedFirst)).toBe(false);
  });

  it('names the property when asking to delete', () => {
    expect(tourQuestion('delete', request)).toEqual({
      message: 'Are you sure you want to delete this tour request? Property = Sunny flat',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    expect(deleteTourQuestion('Loft')).toBe(
      'Are you sure you want to delete this tour request? Property = Loft',
    );
  });

  it('names the guest and the time when the owner declines', () => {
    expect(tourQuestion('decline', request)).toEqual({
      message: 'Decline the tour of Sunny flat asked by Gus Guest for 2030-05-04 at 10:30?',
      confirmLabel: 'Decline',
      cancelLabel: 'Cancel',
    });
  });

  it('offers to keep the tour when the guest cancels', () => {
    expect(tourQuestion('cancel', request)).toEqual({
      message: 'Cancel the tour of Sunny flat on 2030-05-04 at 10:30?',
      confirmLabel: 'Cancel tour',
      cancelLabel: 'Keep the tour',
    });
  });

  it('asks in Turkish', async () => {
    await chooseLanguage('tr');
    const question = tourQuestion('decline', request);
    expect(question.message).toContain('Gus Guest');
    expect(question.message).toContain('4 Mayıs 2030');
    expect(question.message).toContain('4 Mayıs 2030, 10:30 tarihine istediği tur reddedilsin mi?');
    expect(tourQuestion('cancel', request).cancelLabel).toBe('Turu koru');
  });
});

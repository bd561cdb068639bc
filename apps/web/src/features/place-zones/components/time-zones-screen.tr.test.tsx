import type { CountryTimeZones } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { TimeZonesScreen } from './time-zones-screen';
import { nowIn } from './zone-options';

const ZONES: CountryTimeZones[] = [
  {
    id: 1,
    name: 'Türkiye',
    timeZone: 'Europe/Istanbul',
    cities: [
      { id: 10, name: 'Ankara', timeZone: null },
      { id: 11, name: 'İstanbul', timeZone: 'Asia/Tokyo' },
    ],
  },
];

describe('the Time Zones page in Turkish', () => {
  // The page shows the time in each zone to the minute: a fixed clock keeps a test that crosses a
  // minute from reading another time than the page drew.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T09:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the countries, their cities and Save in Turkish', async () => {
    mockApi({ 'GET /countries/time-zones': { body: ZONES } });
    await logInAs(makeUser({ role: 'MANAGER' }));
    await chooseLanguage('tr');
    renderWithRouter(<TimeZonesScreen />, { path: '/dashboard/time-zones' });
    const turkey = within(await screen.findByRole('region', { name: 'Türkiye' }));
    expect(screen.getByRole('heading', { name: 'Saat Dilimleri' })).toBeInTheDocument();
    expect(turkey.getByText('2 şehir, 1 tanesinin kendi saat dilimi var')).toBeInTheDocument();
    expect(turkey.getByLabelText('Ankara')).toHaveDisplayValue('Ülkeninki (Europe/Istanbul)');
    expect(turkey.getAllByText(`şu an ${nowIn('Europe/Istanbul')}`).length).toBeGreaterThan(0);
    expect(
      turkey.getByRole('button', { name: 'Türkiye için saat dilimini kaydet' }),
    ).toBeDisabled();
  });
});

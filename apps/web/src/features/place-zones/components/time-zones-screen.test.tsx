import type { CountryTimeZones } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type MockReply } from '../../../test/api-mock';
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
      { id: 11, name: 'İstanbul', timeZone: null },
    ],
  },
  { id: 2, name: 'Spain', timeZone: 'UTC', cities: [] },
];

async function openScreen(extra: Record<string, MockReply> = {}) {
  const api = mockApi({ 'GET /countries/time-zones': { body: ZONES }, ...extra });
  await logInAs(makeUser({ role: 'MANAGER' }));
  const view = renderWithRouter(<TimeZonesScreen />, { path: '/dashboard/time-zones' });
  await screen.findByRole('region', { name: 'Türkiye' });
  return { api, ...view };
}

describe('Time Zones screen', () => {
  // The page shows the time in each zone to the minute: a fixed clock keeps a test that crosses a
  // minute from reading another time than the page drew.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T09:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows each country's zone, its cities folded with the country's zone as theirs", async () => {
    await openScreen();
    const turkey = within(screen.getByRole('region', { name: 'Türkiye' }));
    expect(turkey.getByLabelText('Türkiye')).toHaveValue('Europe/Istanbul');
    expect(turkey.getByText('2 cities')).toBeInTheDocument();
    expect(turkey.getByLabelText('Ankara')).toHaveDisplayValue('As country (Europe/Istanbul)');
    expect(turkey.getAllByText(`now ${nowIn('Europe/Istanbul')}`).length).toBeGreaterThan(0);
    expect(turkey.getByRole('button', { name: 'Save the time zone of Türkiye' })).toBeDisabled();
  });

  it("saves a city's own zone once it changed, and says so", async () => {
    const { api, user } = await openScreen({
      'PUT /cities/10/time-zone': { body: { id: 10, name: 'Ankara', timeZone: 'Asia/Tokyo' } },
    });
    const turkey = within(screen.getByRole('region', { name: 'Türkiye' }));
    await user.click(turkey.getByText('2 cities'));
    await user.selectOptions(turkey.getByLabelText('Ankara'), 'Asia/Tokyo');
    await user.click(turkey.getByRole('button', { name: 'Save the time zone of Ankara' }));
    expect(await screen.findByText('Time zone saved.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/cities/10/time-zone',
      body: { timeZone: 'Asia/Tokyo' },
    });
  });

  it("gives a city back its country's zone with null", async () => {
    const own = structuredClone(ZONES);
    own[0]!.cities[1]!.timeZone = 'Asia/Tokyo';
    const { api, user } = await openScreen({
      'GET /countries/time-zones': { body: own },
      'PUT /cities/11/time-zone': { body: { id: 11, name: 'İstanbul', timeZone: null } },
    });
    const turkey = within(screen.getByRole('region', { name: 'Türkiye' }));
    expect(turkey.getByText('2 cities, 1 with a zone of their own')).toBeInTheDocument();
    await user.click(turkey.getByText(/2 cities/));
    await user.selectOptions(turkey.getByLabelText('İstanbul'), '');
    await user.click(turkey.getByRole('button', { name: 'Save the time zone of İstanbul' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ timeZone: null }),
    );
  });

  it("shows the server's refusal and keeps the choice", async () => {
    const { user } = await openScreen({
      'PUT /countries/2/time-zone': apiError(400, 'Unknown time zone: use an IANA name'),
    });
    const spain = within(screen.getByRole('region', { name: 'Spain' }));
    await user.selectOptions(spain.getByLabelText('Spain'), 'Europe/Madrid');
    await user.click(spain.getByRole('button', { name: 'Save the time zone of Spain' }));
    expect(await screen.findByText(/Unknown time zone/)).toBeInTheDocument();
    expect(spain.getByLabelText('Spain')).toHaveValue('Europe/Madrid');
  });
});

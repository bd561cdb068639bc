import type { ExchangeRates } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { RatesScreen } from './rates-screen';
import { StaleRatesNotice } from './stale-rates-notice';

const RATES: ExchangeRates = {
  siteCurrency: 'USD',
  rates: [
    {
      currency: 'EUR',
      rate: 1.085,
      rateDate: '2026-12-01',
      source: 'demo',
      updatedAt: '2026-12-01T00:00:00Z',
      stale: false,
    },
    {
      currency: 'GBP',
      rate: 1.27,
      rateDate: '2026-11-20',
      source: 'manual',
      updatedAt: '2026-11-20T00:00:00Z',
      stale: true,
    },
    {
      currency: 'TRY',
      rate: 0.029,
      rateDate: '2026-12-01',
      source: 'demo',
      updatedAt: '2026-12-01T00:00:00Z',
      stale: false,
    },
    {
      currency: 'USD',
      rate: 1,
      rateDate: '2026-12-01',
      source: 'demo',
      updatedAt: '2026-12-01T00:00:00Z',
      stale: false,
    },
  ],
};

async function openScreen(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /exchange-rates': { body: RATES }, ...extra });
  await logInAs(makeUser({ role: 'MANAGER' }));
  const view = renderWithRouter(<RatesScreen />, { path: '/dashboard/exchange-rates' });
  await screen.findByRole('heading', { name: 'Exchange Rates' });
  await screen.findByLabelText('1 GBP in USD');
  return { api, ...view };
}

describe('Exchange Rates screen', () => {
  it('shows each rate in the site currency, its date and source, and flags an old one', async () => {
    await openScreen();
    expect(screen.getByLabelText('1 EUR in USD')).toHaveValue('1.085');
    expect(screen.getByLabelText('Date of the GBP rate')).toHaveValue('2026-11-20');
    const gbp = screen.getByRole('row', { name: /GBP/ });
    expect(within(gbp).getByText('Typed by staff')).toBeInTheDocument();
    expect(within(gbp).getByText('Older than 7 days')).toBeInTheDocument();
    const usd = screen.getByRole('row', { name: /USD/ });
    expect(within(usd).getByText('Site currency')).toBeInTheDocument();
    expect(within(usd).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the GBP rate' })).toBeDisabled();
  });

  it('saves a typed rate, and shows the server’s message for a bad one', async () => {
    const saved = {
      ...RATES,
      rates: RATES.rates.map((r) => (r.currency === 'GBP' ? { ...r, rate: 1.3, stale: false } : r)),
    };
    const { api, user } = await openScreen({
      'PUT /exchange-rates/GBP': (call) =>
        (call.body as { rate: number | null }).rate === 1.3
          ? { body: saved }
          : apiError(400, 'A rate must be a number above 0 and at most 1,000,000'),
    });
    const rate = screen.getByLabelText('1 GBP in USD');
    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(screen.getByRole('button', { name: 'Save the GBP rate' }));
    expect(
      await screen.findByText('A rate must be a number above 0 and at most 1,000,000'),
    ).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '1.3');
    await user.click(screen.getByRole('button', { name: 'Save the GBP rate' }));
    expect(await screen.findByText('The GBP rate was saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /exchange-rates/GBP').at(-1)?.body).toEqual({
      rate: 1.3,
      rateDate: '2026-11-20',
    });
  });

  it('asks before an import replaces the rates', async () => {
    const { api, user } = await openScreen({ 'POST /exchange-rates/import': { body: RATES } });
    await user.click(screen.getByRole('button', { name: 'Import from the set address' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Replace the rates with those at the set address?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /exchange-rates/import')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Import from the set address' }));
    await user.click(await screen.findByRole('button', { name: 'Replace the rates' }));
    expect(await screen.findByText('The rates were imported.')).toBeInTheDocument();
    expect(api.callsTo('POST /exchange-rates/import')[0]?.body).toEqual({});
  });
});

describe('the staff dashboard’s flag', () => {
  it('names the rates older than 7 days and links to the page', async () => {
    mockApi({ 'GET /exchange-rates': { body: RATES } });
    renderWithRouter(<StaleRatesNotice />, { path: '/dashboard' });
    expect(
      await screen.findByText(/The GBP exchange rate is older than 7 days\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update the rates' })).toHaveAttribute(
      'href',
      '/dashboard/exchange-rates',
    );
  });
});

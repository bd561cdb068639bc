import type { ExchangeRates } from '@estate/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n/choice';
import { mockApi } from '../../../test/api-mock';
import { makeAdvert } from '../../../test/advert-factory';
import { renderWithRouter } from '../../../test/render';
import { AdvertCard } from '../../adverts';

export const RATES: ExchangeRates = {
  siteCurrency: 'USD',
  rates: [
    {
      currency: 'EUR',
      rate: 1.08,
      rateDate: '2026-12-04',
      source: 'ecb-url',
      updatedAt: '2026-12-04T16:00:00Z',
      stale: false,
    },
    {
      currency: 'GBP',
      rate: 1.27,
      rateDate: '2026-12-01',
      source: 'demo',
      updatedAt: '2026-12-01T00:00:00Z',
      stale: false,
    },
    {
      currency: 'TRY',
      rate: 0.029,
      rateDate: '2026-12-04',
      source: 'ecb-url',
      updatedAt: '2026-12-04T16:00:00Z',
      stale: false,
    },
    {
      currency: 'USD',
      rate: 1,
      rateDate: '2026-12-04',
      source: 'demo',
      updatedAt: '2026-12-04T16:00:00Z',
      stale: false,
    },
  ],
};

const gbpAdvert = makeAdvert({ price: 400000, currency: 'GBP', advertTypeName: 'Sale' });

function renderCard(path: string, advert = gbpAdvert) {
  mockApi({ 'GET /exchange-rates': { body: RATES } });
  return renderWithRouter(<AdvertCard advert={advert} />, {
    path: path.split('?')[0],
    initialEntries: [path],
  });
}

afterEach(() => window.localStorage.clear());

describe('a card in the visitor’s currency', () => {
  it('adds "≈ €…" with the older rate’s date when the visitor chose another currency', async () => {
    renderCard('/properties?currency=EUR');
    expect(screen.getByText('£400,000.00')).toBeInTheDocument();
    // 400,000 × 1.27 / 1.08 = 470,370.37; GBP's rate is the older one.
    expect(await screen.findByText('≈ €470,370.37 · rate of 1 December 2026')).toBeInTheDocument();
  });

  it('converts into the site currency when none was chosen, and says nothing when they agree', async () => {
    const { unmount } = renderCard('/properties');
    expect(await screen.findByText('≈ $508,000.00 · rate of 1 December 2026')).toBeInTheDocument();
    unmount();
    renderCard(
      '/properties',
      makeAdvert({ price: 300000, currency: 'USD', advertTypeName: 'Sale' }),
    );
    await screen.findByText('$300,000.00');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('holds the line while the rates load, so the card does not shift when the price comes', async () => {
    let answer = () => {};
    const loaded = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      'GET /exchange-rates': async () => {
        await loaded;
        return { body: RATES };
      },
    });
    const { container } = renderWithRouter(<AdvertCard advert={gbpAdvert} />, {
      path: '/properties',
      initialEntries: ['/properties?currency=EUR'],
    });
    expect(container.querySelector('.converted-price--pending')).toBeInTheDocument();
    answer();
    expect(await screen.findByText(/≈ €470,370\.37/)).toBeInTheDocument();
    expect(container.querySelector('.converted-price--pending')).not.toBeInTheDocument();
  });

  it('keeps the chosen currency for the next page', async () => {
    const { unmount } = renderCard('/properties?currency=EUR');
    await screen.findByText(/≈ €/);
    unmount();
    renderCard('/property/some-home');
    expect(await screen.findByText(/≈ €470,370\.37/)).toBeInTheDocument();
  });

  it('writes Turkish numbers and dates in Turkish', async () => {
    await chooseLanguage('tr');
    renderCard('/properties?currency=TRY');
    // 400,000 × 1.27 / 0.029 = 17,517,241.38 TRY.
    expect(await screen.findByText('≈ 17.517.241,38 ₺ · 1 Aralık 2026 kuru')).toBeInTheDocument();
    expect(screen.getByText('400.000 £')).toBeInTheDocument();
    await chooseLanguage('en');
  });
});

import type { AdvertPerformance, PerformanceDay } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { MyAdverts } from '../../owner';

// uPlot draws on a canvas, which jsdom lacks: the lazy chart module is replaced by its data.
vi.mock('./performance-chart', () => ({
  default: ({ series }: { series: PerformanceDay[] }) => <p>chart of {series.length} days</p>,
}));

const advert = makeAdvert({ title: 'Sea view flat', status: 'ACTIVATED' });

function performanceOf(days: Array<Partial<PerformanceDay>>): AdvertPerformance {
  const series = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
    views: 0,
    favorites: 0,
    tourRequests: 0,
    ...days[i],
  }));
  const sum = (key: 'views' | 'favorites' | 'tourRequests') =>
    series.reduce((n, d) => n + d[key], 0);
  return {
    advertId: advert.id,
    days: 30,
    from: series[0]!.date,
    to: series.at(-1)!.date,
    totals: { views: sum('views'), favorites: sum('favorites'), tourRequests: sum('tourRequests') },
    series,
  };
}

async function openPerformance(
  reply: { status?: number; body: unknown },
  toggleName = 'Performance of Sea view flat',
) {
  const api = mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /adverts/auth': { body: advertPage([advert], { totalElements: 1, size: 3 }) },
    [`GET /adverts/auth/${advert.id}/performance`]: reply,
  });
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  renderWithRouter(<MyAdverts />, { path: '/dashboard/my-adverts' });
  const toggle = await screen.findByRole('button', { name: toggleName });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(api.callsTo(`GET /adverts/auth/${advert.id}/performance`)).toHaveLength(0);
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { api, toggle };
}

describe('Advert performance in My Adverts', () => {
  it('shows the totals, the chart with its description and the figures of each day', async () => {
    const data = performanceOf([{ views: 4, favorites: 1 }, {}, { views: 7, tourRequests: 2 }]);
    const { api } = await openPerformance({ body: data });
    const panel = await screen.findByRole('region', { name: 'Performance of Sea view flat' });
    expect(
      within(panel).getByText('1 Nov 2026 to 30 Nov 2026, UTC', { exact: false }),
    ).toBeVisible();
    const totals = within(panel)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(totals).toEqual(['11', '1', '2']);
    expect(
      within(panel).getByRole('img', {
        name: 'Views, favourites and tour requests per day from 1 Nov 2026 to 30 Nov 2026: 11 views, 1 favourites, 2 tour requests in all.',
      }),
    ).toBeInTheDocument();
    expect(await within(panel).findByText('chart of 30 days')).toBeInTheDocument();
    const third = within(panel).getByRole('rowheader', { name: '3 Nov 2026' }).closest('tr')!;
    expect(
      within(third)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '0', '2']);
    expect(api.callsTo(`GET /adverts/auth/${advert.id}/performance`)).toHaveLength(1);
  });

  it("closes again and shows the server's message when the figures cannot be read", async () => {
    const { toggle } = await openPerformance({
      status: 404,
      body: { status: 404, message: 'This advert does not exist or is not yours.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This advert does not exist or is not yours.',
    );
    await userEvent.click(toggle);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Advert performance in Turkish', () => {
  it('shows its titles, figures and days in Turkish', async () => {
    await chooseLanguage('tr');
    const data = performanceOf([{ views: 1200 }, {}, { views: 7, tourRequests: 2 }]);
    await openPerformance({ body: data }, 'Sea view flat performansı');
    const panel = await screen.findByRole('region', { name: 'Sea view flat performansı' });
    expect(within(panel).getByText('Son 30 gün')).toBeVisible();
    expect(within(panel).getByText('(1 Kas 2026 – 30 Kas 2026, UTC)')).toBeVisible();
    const views = within(panel).getAllByText('Görüntülenme')[0]!.closest('dt');
    expect(views?.nextElementSibling).toHaveTextContent('1.207');
    expect(
      within(panel).getByRole('img', {
        name: '1 Kas 2026 – 30 Kas 2026 arasında günlük görüntülenme, favori ve gezme talepleri: toplam 1.207 görüntülenme, 0 favori, 2 gezme talebi.',
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Günlük rakamlar')).toBeInTheDocument();
    expect(within(panel).getByRole('rowheader', { name: '3 Kas 2026' })).toBeInTheDocument();
  });
});

import type { RangeReport } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { mockApi } from '../../test/api-mock';
import { userWithRole } from '../../test/factories';
import { logInAs, renderWithRouter } from '../../test/render';
import { ReportsPage } from './reports-page';

// uPlot draws on a canvas jsdom does not have; the chart's figures are read in the table view.
vi.mock('./components/report-chart', () => ({
  default: ({ dataset }: { dataset: { id: string } }) => (
    <div data-testid={`chart-${dataset.id}`} />
  ),
}));

const report: RangeReport = {
  from: '2026-10-26',
  to: '2026-11-24',
  interval: 'day',
  scope: 'MARKETPLACE',
  advertsByStatus: [{ label: 'ACTIVATED', count: 1250 }],
  advertsByCategory: [{ label: 'House', count: 1250 }],
  advertsByType: [{ label: 'Sale', count: 1250 }],
  advertsByCity: [{ label: 'İstanbul', count: 1250 }],
  timeline: [{ period: '2026-11-24', adverts: 2, users: 5, tourRequests: 1 }],
  mostViewed: [{ id: 7, slug: 'sea-view-flat', title: 'Sea view flat', count: 1234 }],
  mostRequested: [],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 15, 0));
});
afterEach(() => vi.useRealTimers());

describe('ReportsPage in Turkish', () => {
  it('shows the range, the figures and their tables in Turkish', async () => {
    await logInAs(userWithRole('ADMIN'));
    mockApi({ 'GET /report/range': { body: report } });
    await chooseLanguage('tr');
    const { user } = renderWithRouter(<ReportsPage />, { path: '/dashboard/reports' });
    await screen.findByTestId('chart-timeline');
    expect(screen.getByRole('heading', { name: 'Raporlar' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tarih aralığı' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 gün' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Günlük sayım, 2026-10-26 – 2026-11-24 (UTC).')).toBeInTheDocument();
    const timeline = screen.getByRole('region', {
      name: 'Günlük yeni ilanlar, kullanıcılar ve tur talepleri',
    });
    await user.click(within(timeline).getByRole('button', { name: 'Tablo' }));
    expect(
      within(timeline).getByRole('columnheader', { name: 'Yeni ilanlar' }),
    ).toBeInTheDocument();
    const viewed = screen.getByRole('region', { name: 'En çok görüntülenen ilanlar' });
    expect(within(viewed).getByRole('columnheader', { name: 'Görüntülenme' })).toBeInTheDocument();
    expect(within(viewed).getByText('1.234')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'CSV indir: Duruma göre ilanlar' }),
    ).toBeInTheDocument();
  });
});

import type { RangeReport } from '@estate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../test/api-mock';
import { userWithRole } from '../../test/factories';
import { logInAs, renderWithRouter } from '../../test/render';
import { ReportsPage } from './reports-page';

// uPlot draws on a canvas jsdom does not have; the chart's figures are read in the table view.
vi.mock('./components/report-chart', () => ({
  default: ({ dataset }: { dataset: { id: string } }) => (
    <div data-testid={`chart-${dataset.id}`} />
  ),
}));

const report = (overrides: Partial<RangeReport> = {}): RangeReport => ({
  from: '2026-10-26',
  to: '2026-11-24',
  interval: 'day',
  scope: 'MARKETPLACE',
  advertsByStatus: [
    { label: 'PENDING', count: 3 },
    { label: 'ACTIVATED', count: 1250 },
    { label: 'REJECTED', count: 0 },
  ],
  advertsByCategory: [{ label: 'House, with garden', count: 1253 }],
  advertsByType: [{ label: 'Sale', count: 1253 }],
  advertsByCity: [{ label: 'İstanbul', count: 1253 }],
  timeline: [
    { period: '2026-11-23', adverts: 2, users: 5, tourRequests: 1 },
    { period: '2026-11-24', adverts: 0, users: 1, tourRequests: 4 },
  ],
  mostViewed: [{ id: 7, slug: 'sea-view-flat', title: 'Sea "view" flat', count: 99 }],
  mostRequested: [],
  ...overrides,
});

const requestedRanges = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').search);
/** jsdom's Blob has no text(); its FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const panel = (title: string) => screen.getByRole('region', { name: title });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 15, 0));
});
afterEach(() => vi.useRealTimers());

describe('ReportsPage', () => {
  it('asks for the last 30 days, then for each preset the viewer picks', async () => {
    await logInAs(userWithRole('ADMIN'));
    const api = mockApi({ 'GET /report/range': { body: report() } });
    const { user } = renderWithRouter(<ReportsPage />, { path: '/dashboard/reports' });
    expect(await screen.findByTestId('chart-timeline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: '12 months' }));
    expect(requestedRanges(api)).toEqual([
      '?from=2026-10-26&to=2026-11-24',
      '?from=2026-11-18&to=2026-11-24',
      '?from=2025-11-25&to=2026-11-24',
    ]);
    expect(screen.getByRole('button', { name: '12 months' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows a chart as a table on request', async () => {
    await logInAs(userWithRole('ADMIN'));
    mockApi({ 'GET /report/range': { body: report() } });
    const { user } = renderWithRouter(<ReportsPage />, { path: '/dashboard/reports' });
    await screen.findByTestId('chart-by-status');
    await user.click(within(panel('Adverts by status')).getByRole('button', { name: 'Table' }));
    const rows = within(panel('Adverts by status')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'StatusAdverts',
      'PENDING3',
      'ACTIVATED1,250',
      'REJECTED0',
    ]);
    expect(
      within(panel('Most viewed adverts')).getByRole('link', { name: 'Sea "view" flat' }),
    ).toHaveAttribute('href', '/property/sea-view-flat');
  });

  it('downloads the figures on the page as RFC 4180 CSV', async () => {
    await logInAs(userWithRole('ADMIN'));
    mockApi({ 'GET /report/range': { body: report() } });
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      (blob) => (files.push(blob as Blob), 'blob:x'),
    );
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = renderWithRouter(<ReportsPage />, { path: '/dashboard/reports' });
    await screen.findByTestId('chart-timeline');
    await user.click(screen.getByRole('button', { name: /Download CSV: New adverts, users/ }));
    await user.click(screen.getByRole('button', { name: 'Download CSV: Adverts by category' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV: Most viewed adverts' }));
    await waitFor(() => expect(names).toHaveLength(3));
    const texts = await Promise.all(files.map((f) => readText(f)));
    expect(names).toEqual([
      'timeline-2026-10-26-to-2026-11-24.csv',
      'by-category-2026-10-26-to-2026-11-24.csv',
      'most-viewed-2026-10-26-to-2026-11-24.csv',
    ]);
    expect(texts).toEqual([
      'Day,New adverts,New users,Tour requests\r\n2026-11-23,2,5,1\r\n2026-11-24,0,1,4',
      'Category,Adverts\r\n"House, with garden",1253',
      'Advert,Views\r\n"Sea ""view"" flat",99',
    ]);
  });

  it('gives a customer their own figures without user counts', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    const own = report({
      scope: 'OWN',
      timeline: [{ period: '2026-11-24', adverts: 1, users: null, tourRequests: 2 }],
    });
    mockApi({ 'GET /report/range': { body: own } });
    const { user } = renderWithRouter(<ReportsPage />, { path: '/dashboard/reports' });
    expect(await screen.findByText(/Figures of your own adverts/)).toBeInTheDocument();
    const timeline = panel('New adverts and tour requests on them per day');
    await user.click(within(timeline).getByRole('button', { name: 'Table' }));
    expect(
      within(timeline)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'New adverts', 'Tour requests']);
  });

  it("sends a custom range and shows the server's message when it is refused", async () => {
    await logInAs(userWithRole('ADMIN'));
    const api = mockApi({});
    api.fetchMock.mockImplementation(async (input) =>
      String(input).includes('from=2026-12-01')
        ? Response.json(apiError(400, 'to is before from').body, { status: 400 })
        : Response.json(report()),
    );
    const { user } = renderWithRouter(<ReportsPage />, { path: '/dashboard/reports' });
    await screen.findByTestId('chart-timeline');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('to is before from')).toBeInTheDocument();
    expect(requestedRanges(api).at(-1)).toBe('?from=2026-12-01&to=2026-11-24');
  });
});

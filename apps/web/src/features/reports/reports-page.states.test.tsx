import type { RangeReport } from '@estate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockReply } from '../../test/api-mock';
import { userWithRole } from '../../test/factories';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../test/page-states';
import { logInAs, renderWithRouter } from '../../test/render';
import { ReportsPage } from './reports-page';

// uPlot draws on a canvas jsdom does not have.
vi.mock('./components/report-chart', () => ({ default: () => <div /> }));

const emptyReport: RangeReport = {
  from: '2026-10-26',
  to: '2026-11-24',
  interval: 'day',
  scope: 'MARKETPLACE',
  advertsByStatus: [],
  advertsByCategory: [],
  advertsByType: [],
  advertsByCity: [],
  timeline: [],
  mostViewed: [],
  mostRequested: [],
};
const withOneViewed: MockReply = {
  body: { ...emptyReport, mostViewed: [{ id: 7, slug: 'sea-flat', title: 'Sea flat', count: 9 }] },
};

async function openReports(range: Parameters<typeof mockApi>[0][string]) {
  mockApi({ 'GET /report/range': range });
  await logInAs(userWithRole('ADMIN'));
  return renderWithRouter(<ReportsPage />, { path: '/dashboard/reports' });
}

describe('the reports page while loading, empty or failing', () => {
  it('shows Loading reports... until the figures arrive', async () => {
    const range = heldBack(withOneViewed);
    await openReports(range.handler);
    await expectLoadingUntilReleased(range.release, 'Sea flat', 'Loading reports...');
  });

  it("says 'Nothing in this range.' in every panel of an empty range", async () => {
    await openReports({ body: emptyReport });
    const panels = await screen.findAllByText('Nothing in this range.');
    expect(panels.length).toBeGreaterThan(1);
    expect(panels).toHaveLength(screen.getAllByRole('button', { name: /^Download CSV/ }).length);
  });

  it("shows the server's message with Retry when the figures fail, then the figures", async () => {
    const { user } = await openReports(failingFirst(withOneViewed));
    await expectErrorThenRetry(user, 'Sea flat');
  });
});

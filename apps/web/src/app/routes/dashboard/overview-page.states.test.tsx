import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { failingFirst, heldBack, SERVER_DOWN_MESSAGE } from '../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../test/render';
import OverviewPage from './overview-page';

const counts = (n: number): MockReply => ({
  body: {
    Customers: n,
    Categories: n,
    Adverts: n,
    AdvertTypes: n,
    TourRequests: n,
    PendingAdverts: n,
    Favorites: n,
  },
});

async function openDashboard(report: Parameters<typeof mockApi>[0][string]) {
  mockApi({ 'GET /report': report });
  await logInAs(userWithRole('MANAGER'));
  return renderWithRouter(<OverviewPage />, { path: '/dashboard' });
}

const overview = () => screen.getByRole('list', { name: 'Overview' });

describe('the dashboard while loading, empty or failing', () => {
  it('shows the tiles with placeholders, busy, until the counts arrive', async () => {
    const report = heldBack(counts(1234));
    await openDashboard(report.handler);
    expect(await screen.findByRole('list', { name: 'Overview' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(overview()).getAllByLabelText('Loading count')).toHaveLength(5);
    report.release();
    expect(await within(overview()).findAllByText('1,234')).toHaveLength(5);
    expect(overview()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByLabelText('Loading count')).not.toBeInTheDocument();
  });

  it('shows a count of 0 as 0 on a marketplace with nothing in it yet', async () => {
    await openDashboard(counts(0));
    expect(await within(overview()).findAllByText('0')).toHaveLength(5);
    expect(screen.queryByLabelText('Loading count')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry, never endless placeholders, then the counts", async () => {
    const { user } = await openDashboard(failingFirst(counts(7)));
    const alerts = await screen.findAllByRole('alert');
    for (const alert of alerts) expect(alert).toHaveTextContent(SERVER_DOWN_MESSAGE);
    expect(screen.queryByLabelText('Loading count')).not.toBeInTheDocument();
    await user.click(within(alerts[0]!).getByRole('button', { name: 'Retry' }));
    expect(await within(overview()).findAllByText('7')).toHaveLength(5);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AgencyFigures } from './agency-figures';

const agent = {
  userId: 2,
  name: 'James Carter',
  role: 'AGENT',
  adverts: 5,
  liveAdverts: 4,
  views: 310,
  enquiries: 6,
  unanswered: 1,
  tours: 3,
  upcomingTours: 2,
  replyTime: 'HOURS',
};
const DASHBOARD = {
  agents: [agent],
  enquiries: [
    {
      advertTitle: 'Sea view flat',
      advertSlug: 'sea-view-flat',
      agent: 'James C.',
      guest: 'Cem Y.',
      lastMessageAt: '2026-12-06T10:00:00Z',
      answered: false,
    },
  ],
  tours: [],
  limits: {
    advertsPerHourPerMember: 120,
    importsPerDay: 50,
    importsToday: 2,
    listingsPerFile: 5000,
  },
};

beforeEach(() => logInAs(userWithRole('CUSTOMER')));

it('shows each agent’s figures, the agency’s limits and the enquiries not answered yet', async () => {
  mockApi({ 'GET /agencies/4/dashboard': { body: DASHBOARD } });
  renderWithRouter(<AgencyFigures agencyId={4} />, { path: '/dashboard/my-agency' });
  const row = await screen.findByRole('row', { name: /James Carter/ });
  expect(within(row).getByText('5 (4)')).toBeInTheDocument();
  expect(within(row).getByText('310')).toBeInTheDocument();
  expect(within(row).getByText('Within a few hours')).toBeInTheDocument();
  expect(screen.getByText(/2 of 50 catalogue imports today/)).toBeInTheDocument();
  const latest = screen.getByRole('list', { name: 'Latest enquiries' });
  expect(within(latest).getByRole('link', { name: 'Sea view flat' })).toHaveAttribute(
    'href',
    '/property/sea-view-flat',
  );
  expect(latest).toHaveTextContent('Cem Y. to James C., 6 Dec 2026, not answered yet');
});

import { screen } from '@testing-library/react';
import type { MyAgency } from '@estate/contracts/agencies';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeAgency, userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AgencyAdverts } from './agency-adverts';
import { PostForAgency, useAgencyPosting } from './post-for-agency';

const member = (userId: number, firstName: string, role: 'OWNER' | 'AGENT') => ({
  userId,
  firstName,
  lastName: 'Kaya',
  email: `${firstName.toLowerCase()}@example.test`,
  role,
  joinedAt: '2026-11-01T10:00:00Z',
});
const AGENCY = makeAgency();
const mineAs = (myRole: 'OWNER' | 'AGENT') =>
  ({
    agency: AGENCY,
    myRole,
    members: [member(1, 'Selin', 'OWNER'), member(2, 'James', 'AGENT')],
    invitations: [],
  }) as unknown as MyAgency;
const ADVERTS = {
  content: [
    {
      id: 70,
      slug: 'sea-view-flat',
      title: 'Sea view flat',
      status: 'ACTIVATED',
      isPublic: true,
      price: 250000,
      currency: 'EUR',
      createdAt: '2026-12-01T10:00:00Z',
      viewCount: 12,
      agent: { userId: 2, name: 'James K.' },
    },
  ],
  totalElements: 1,
  totalPages: 1,
  number: 0,
  size: 10,
};

beforeEach(() => logInAs(userWithRole('CUSTOMER')));

it('lets the owner hand an advert to another member and says so', async () => {
  const api = mockApi({
    'GET /agencies/4/adverts': { body: ADVERTS },
    'PUT /agencies/4/adverts/70/agent': { body: { message: 'Advert reassigned' } },
    'GET /agencies/mine': { body: { mine: null } },
  });
  const { user } = renderWithRouter(<AgencyAdverts mine={mineAs('OWNER')} />, {
    path: '/dashboard/my-agency',
  });
  expect(await screen.findByRole('link', { name: 'Sea view flat' })).toHaveAttribute(
    'href',
    '/dashboard/my-adverts?edit=70',
  );
  expect(screen.getByText('Public')).toBeInTheDocument();
  const select = screen.getByLabelText('Agent of Sea view flat');
  expect(select).toHaveValue('2');
  await user.selectOptions(select, '1');
  expect(await screen.findByText('Sea view flat has a new agent.')).toBeInTheDocument();
  expect(api.callsTo('PUT /agencies/4/adverts/70/agent')[0]?.body).toEqual({ userId: 1 });
});

it('shows an agent their adverts with no way to hand them on', async () => {
  mockApi({ 'GET /agencies/4/adverts': { body: ADVERTS } });
  renderWithRouter(<AgencyAdverts mine={mineAs('AGENT')} />, { path: '/dashboard/my-agency' });
  expect(await screen.findByText('James K.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Agent of Sea view flat')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your adverts for the agency' })).toBeInTheDocument();
});

function Posting() {
  const posting = useAgencyPosting();
  return (
    <>
      <PostForAgency posting={posting} />
      <p data-testid="for-agency">{String(posting.forAgency)}</p>
    </>
  );
}

it('offers a member to post for the agency, on until they switch it off', async () => {
  mockApi({ 'GET /agencies/mine': { body: { mine: mineAs('AGENT') } } });
  const { user } = renderWithRouter(<Posting />, { path: '/dashboard/add-new-advert' });
  const toggle = await screen.findByLabelText('Post for Moda Homes');
  expect(toggle).toBeChecked();
  expect(screen.getByTestId('for-agency')).toHaveTextContent('true');
  await user.click(toggle);
  expect(screen.getByTestId('for-agency')).toHaveTextContent('false');
});

it('offers nothing to a person in no agency, and posts as themself', async () => {
  const api = mockApi({ 'GET /agencies/mine': { body: { mine: null } } });
  renderWithRouter(<Posting />, { path: '/dashboard/add-new-advert' });
  await expect.poll(() => api.callsTo('GET /agencies/mine')).toHaveLength(1);
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.getByTestId('for-agency')).toHaveTextContent('false');
});

import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { FeedForm } from './feed-form';

const FEED = {
  url: 'https://crm.example/feed.csv',
  checkedAt: '2026-12-07T06:00:00Z',
  failure: 'The feed address answered 500.',
};

beforeEach(() => logInAs(userWithRole('CUSTOMER')));

it('shows the feed’s last failure, refuses an address that is not http(s) before sending, and saves one that is', async () => {
  const api = mockApi({
    'GET /agencies/4/feed': { body: FEED },
    'PUT /agencies/4/feed': {
      body: { url: 'https://crm.example/v2.csv', checkedAt: null, failure: null },
    },
  });
  const { user } = renderWithRouter(<FeedForm agencyId={4} />, { path: '/dashboard/my-agency' });
  expect(
    await screen.findByText('The last run failed: The feed address answered 500.'),
  ).toBeInTheDocument();
  const field = screen.getByLabelText('Feed address');
  expect(field).toHaveValue(FEED.url);
  await user.clear(field);
  await user.type(field, 'ftp://crm.example/feed.csv');
  await user.click(screen.getByRole('button', { name: 'Save the feed' }));
  expect(screen.getByText('Enter the feed’s http or https address.')).toBeInTheDocument();
  expect(api.callsTo('PUT /agencies/4/feed')).toHaveLength(0);
  await user.clear(field);
  await user.type(field, 'https://crm.example/v2.csv');
  await user.click(screen.getByRole('button', { name: 'Save the feed' }));
  expect(await screen.findByText('Not asked yet: within the hour.')).toBeInTheDocument();
  expect(api.callsTo('PUT /agencies/4/feed')[0]?.body).toEqual({
    url: 'https://crm.example/v2.csv',
  });
});

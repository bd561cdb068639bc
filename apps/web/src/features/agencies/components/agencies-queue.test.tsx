import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeAgency, userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AgenciesQueue } from './agencies-queue';

const AGENCY = {
  ...makeAgency(),
  owner: { name: 'Oya Owner', email: 'oya@example.test' },
  members: 2,
};
const page = { content: [AGENCY], totalElements: 1, totalPages: 1, number: 0, size: 10 };

beforeEach(() => logInAs(userWithRole('MANAGER')));

const renderQueue = () => renderWithRouter(<AgenciesQueue />, { path: '/dashboard/agencies' });

it('shows a waiting agency with its owner and verifies it only after asking', async () => {
  const api = mockApi({
    'GET /agencies': { body: page },
    'POST /agencies/4/decision': { body: { ...AGENCY, verified: true } },
  });
  const { user } = renderQueue();
  const card = await screen.findByRole('article', { name: 'Moda Homes' });
  expect(card).toHaveTextContent('Owner: Oya Owner (oya@example.test)');
  expect(card).toHaveTextContent('2 members');
  await user.click(within(card).getByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('POST /agencies/4/decision')).toHaveLength(0);
  await user.click(within(card).getByRole('button', { name: 'Verify' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verify' }),
  );
  await expect
    .poll(() => api.callsTo('POST /agencies/4/decision')[0]?.body)
    .toEqual({
      action: 'APPROVE',
    });
});

it('refuses with the reason the staff member types', async () => {
  const api = mockApi({
    'GET /agencies': { body: page },
    'POST /agencies/4/decision': { body: AGENCY },
  });
  const { user } = renderQueue();
  const card = await screen.findByRole('article', { name: 'Moda Homes' });
  await user.click(within(card).getByRole('button', { name: 'Refuse' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox'), 'Licence not found');
  await user.keyboard('{Enter}');
  await expect
    .poll(() => api.callsTo('POST /agencies/4/decision')[0]?.body)
    .toEqual({
      action: 'REFUSE',
      reason: 'Licence not found',
    });
});

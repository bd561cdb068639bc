import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { MessagesPage } from './messages-page';

const THREAD = {
  id: 5,
  advert: { id: 3, title: 'Sea flat', slug: 'sea-flat', removed: false },
  other: { id: 2, name: 'Gina G.', initials: 'GG', deleted: false },
  asOwner: true,
  blocking: false,
  reported: false,
  messages: [
    {
      id: 1,
      mine: false,
      text: 'Pay a deposit first',
      createAt: '2026-11-20T10:00:00Z',
      readAt: null,
    },
  ],
};
const LIST = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 25 };

beforeEach(() => logInAs(userWithRole('CUSTOMER')));

const renderThread = () =>
  renderWithRouter(<MessagesPage />, {
    path: '/dashboard/messages',
    initialEntries: ['/dashboard/messages?thread=5'],
  });

it('blocks only after asking, then shows "You blocked this person" with Unblock instead of the reply box', async () => {
  const api = mockApi({
    'GET /conversations': { body: LIST },
    'GET /conversations/5': { body: THREAD },
    'POST /conversations/5/block': { body: { blocking: true } },
    'DELETE /conversations/5/block': { body: { blocking: false } },
  });
  const { user } = renderThread();
  const actions = await screen.findByRole('group', { name: 'Conversation actions' });
  await user.click(within(actions).getByRole('button', { name: 'Block' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(
    'Block Gina G.? Neither of you can write to the other until you unblock them.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('POST /conversations/5/block')).toHaveLength(0);

  await user.click(within(actions).getByRole('button', { name: 'Block' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }),
  );
  expect(await screen.findByText('You blocked this person.')).toBeInTheDocument();
  expect(api.callsTo('POST /conversations/5/block')).toHaveLength(1);
  expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByLabelText('Your reply')).toBeInTheDocument();
  expect(api.callsTo('DELETE /conversations/5/block')).toHaveLength(1);
});

it('reports with a reason from the list and optional details, then says it was reported', async () => {
  const api = mockApi({
    'GET /conversations': { body: LIST },
    'GET /conversations/5': { body: THREAD },
    'POST /conversations/5/report': {
      status: 201,
      body: { id: 7, message: 'Thank you. Our staff will look at this conversation.' },
    },
  });
  const { user } = renderThread();
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
  expect(api.callsTo('POST /conversations/5/report')).toHaveLength(0);

  await user.click(within(dialog).getByLabelText('Scam or fraud'));
  await user.type(within(dialog).getByLabelText('Details (optional)'), 'Asks for money');
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(
    await screen.findByText('Thank you. Our staff will look at this conversation.'),
  ).toBeInTheDocument();
  expect(api.callsTo('POST /conversations/5/report')[0]!.body).toEqual({
    reason: 'SCAM',
    details: 'Asks for money',
  });
  expect(screen.getByText('Reported')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
});

it('shows the server’s neutral refusal when the other side blocks the caller', async () => {
  mockApi({
    'GET /conversations': { body: LIST },
    'GET /conversations/5': { body: THREAD },
    'POST /conversations/5/messages': apiError(403, 'This message cannot be sent.'),
  });
  const { user } = renderThread();
  await user.type(await screen.findByLabelText('Your reply'), 'Hello?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This message cannot be sent.')).toBeInTheDocument();
});

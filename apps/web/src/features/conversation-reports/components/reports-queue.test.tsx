import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { ReportsQueue } from './reports-queue';

const REPORT = {
  id: 7,
  reason: 'SCAM',
  details: 'Asks for a deposit first.',
  createAt: '2026-12-01T10:00:00Z',
  conversation: { id: 5, advertTitle: 'Quiet flat' },
  reporter: { id: 2, name: 'Bea Owner', email: 'bea@x.test', role: 'CUSTOMER', suspendedAt: null },
  reported: { id: 3, name: 'Sam Sender', email: 'sam@x.test', role: 'CUSTOMER', suspendedAt: null },
  decision: null,
};
const pageOf = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  number: 0,
  size: 10,
});
const DETAIL = {
  ...REPORT,
  messages: [
    {
      id: 1,
      text: 'Send <b>money</b> first',
      createAt: '2026-12-01T09:00:00Z',
      readAt: null,
      byReported: true,
    },
    {
      id: 2,
      text: 'No, thank you.',
      createAt: '2026-12-01T09:30:00Z',
      readAt: null,
      byReported: false,
    },
  ],
};

beforeEach(() => logInAs(userWithRole('MANAGER')));

/** The status the latest list request asked for (the mock sees paths without their query). */
const askedStatus = (fetchMock: { mock: { calls: unknown[][] } }) =>
  new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('status');

const renderQueue = () =>
  renderWithRouter(<ReportsQueue />, { path: '/dashboard/conversation-reports' });

it('lists the waiting reports and shows a thread with who wrote each message, as plain text', async () => {
  mockApi({
    'GET /conversation-reports': { body: pageOf([REPORT]) },
    'GET /conversation-reports/7': { body: DETAIL },
  });
  const { user } = renderQueue();
  const card = await screen.findByRole('article', { name: /Scam or fraud.*Quiet flat/ });
  expect(within(card).getByText(/Sam Sender/)).toBeInTheDocument();
  expect(within(card).getByText('Bea Owner')).toBeInTheDocument();
  expect(within(card).getByText('Asks for a deposit first.')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Read the conversation' }));
  const messages = await within(card).findByRole('list', { name: 'Messages' });
  const items = within(messages).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Sam Sender');
  expect(items[0]).toHaveTextContent('Send <b>money</b> first');
  expect(items[1]).toHaveTextContent('Bea Owner');
});

it('suspends only after asking, and the decided list says who decided', async () => {
  let decided = false;
  const api = mockApi({
    'GET /conversation-reports': () => ({ body: pageOf(decided ? [] : [REPORT]) }),
    'GET /conversation-reports/7': { body: DETAIL },
    'POST /conversation-reports/7/decision': () => {
      decided = true;
      return {
        body: {
          ...REPORT,
          decision: { action: 'SUSPEND', by: 'Mia Manager', at: '2026-12-02T08:00:00Z' },
        },
      };
    },
  });
  const { user } = renderQueue();
  const card = await screen.findByRole('article');
  await user.click(within(card).getByRole('button', { name: 'Read the conversation' }));
  await user.click(await within(card).findByRole('button', { name: 'Suspend Sam Sender' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(
    'Suspend Sam Sender? Their sessions end and they can no longer log in or write.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo('POST /conversation-reports/7/decision')).toHaveLength(0);

  await user.click(within(card).getByRole('button', { name: 'Suspend Sam Sender' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }),
  );
  expect(await screen.findByText('No report is waiting.')).toBeInTheDocument();
  expect(api.callsTo('POST /conversation-reports/7/decision')[0]!.body).toEqual({
    action: 'SUSPEND',
  });
});

it('shows the decided reports with the decision', async () => {
  const decided = {
    ...REPORT,
    decision: { action: 'DISMISS', by: 'Mia Manager', at: '2026-12-02T08:00:00Z' },
  };
  const api = mockApi({
    'GET /conversation-reports': () => ({
      body: pageOf(askedStatus(api.fetchMock) === 'DECIDED' ? [decided] : []),
    }),
  });
  const { user } = renderQueue();
  await user.click(await screen.findByRole('button', { name: 'Decided' }));
  expect(await screen.findByText(/Dismissed by Mia Manager on/)).toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { MessagesPage } from './messages-page';
import { expectPageSizeChoice } from '../../../test/page-size';

const other = { id: 2, name: 'Gina G.', initials: 'GG', deleted: false };
const removedAdvert = { id: null, title: 'Old cottage', slug: null, removed: true };
const THREAD = {
  id: 5,
  advert: removedAdvert,
  other,
  asOwner: true,
  blocking: false,
  reported: false,
  messages: [
    {
      id: 1,
      mine: false,
      text: 'See <b>this</b> https://x.test',
      createAt: '2026-11-20T10:00:00Z',
      readAt: null,
    },
    { id: 2, mine: true, text: 'Thanks!', createAt: '2026-11-20T11:00:00Z', readAt: null },
  ],
};
const LIST = {
  content: [
    {
      id: 5,
      advert: removedAdvert,
      other,
      asOwner: true,
      lastMessage: { text: 'Thanks!', mine: true, createAt: '2026-11-20T11:00:00Z' },
      unread: 0,
    },
    {
      id: 6,
      advert: { id: 3, title: 'Sea flat', slug: 'sea-flat', removed: false },
      other: { id: 4, name: 'Sam S.', initials: 'SS', deleted: false },
      asOwner: false,
      lastMessage: { text: 'When can I visit?', mine: false, createAt: '2026-11-19T11:00:00Z' },
      unread: 2,
    },
  ],
  totalElements: 2,
  totalPages: 1,
  number: 0,
  size: 20,
};

beforeEach(() => logInAs(userWithRole('CUSTOMER')));

const renderPage = (query = '') =>
  renderWithRouter(<MessagesPage />, {
    path: '/dashboard/messages',
    initialEntries: [`/dashboard/messages${query}`],
  });

it('lists the threads with their last message and unread count', async () => {
  mockApi({ 'GET /conversations': { body: LIST } });
  renderPage();
  const list = await screen.findByRole('list', { name: 'Conversations' });
  expect(within(list).getByText('You: Thanks!')).toBeInTheDocument();
  expect(within(list).getByText('Old cottage (removed)')).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: /Sam S\..*2 unread/ })).toHaveAttribute(
    'href',
    '/dashboard/messages?thread=6',
  );
  expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
});

it('shows the open thread as plain text, marks a removed advert, and sends a reply', async () => {
  const api = mockApi({
    'GET /conversations': { body: LIST },
    'GET /conversations/5': { body: THREAD },
    'POST /conversations/5/messages': (call) => ({
      status: 201,
      body: {
        ...THREAD,
        messages: [
          ...THREAD.messages,
          {
            id: 3,
            mine: true,
            text: (call.body as { message: string }).message,
            createAt: '2026-11-21T09:00:00Z',
            readAt: null,
          },
        ],
      },
    }),
  });
  const { user } = renderPage('?thread=5');
  expect(await screen.findByText('See <b>this</b> https://x.test')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'https://x.test' })).not.toBeInTheDocument();
  expect(screen.getByText('This advert was removed')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please write a message.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Your reply'), 'Come on Friday');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Come on Friday')).toBeInTheDocument();
  expect(api.callsTo('POST /conversations/5/messages')[0]!.body).toEqual({
    message: 'Come on Friday',
  });
});

it('says so when a thread is not the caller’s', async () => {
  mockApi({
    'GET /conversations': { body: LIST },
    'GET /conversations/9': {
      status: 404,
      body: { status: 404, message: 'This conversation does not exist.' },
    },
  });
  renderPage('?thread=9');
  expect(await screen.findByText(/This conversation does not exist\./)).toBeInTheDocument();
});

it('shows more conversations a page when asked and keeps the choice', async () => {
  const api = mockApi({ 'GET /conversations': { body: LIST } });
  const { user } = renderPage();
  await expectPageSizeChoice({
    user,
    fetchMock: api.fetchMock,
    path: '/conversations',
    table: 'conversations',
    label: 'Conversations per page',
  });
});

it('shows a thread whose other side deleted their account without a reply box, saying why', async () => {
  const gone = { id: null, name: 'Deleted user', initials: '', deleted: true };
  mockApi({
    'GET /conversations': { body: { ...LIST, content: [{ ...LIST.content[0], other: gone }] } },
    'GET /conversations/5': { body: { ...THREAD, other: gone } },
  });
  renderPage('?thread=5');
  expect(
    await screen.findByText('This person deleted their account: you can no longer reply.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Deleted user' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  expect(screen.getByText('See <b>this</b> https://x.test')).toBeInTheDocument();
});

it('marks an advert that is no longer public, in the list and the open thread, without a link', async () => {
  const gone = { id: 3, title: 'Sea flat', slug: 'sea-flat', removed: false, available: false };
  mockApi({
    'GET /conversations': {
      body: { ...LIST, content: [{ ...LIST.content[1]!, id: 5, advert: gone }] },
    },
    'GET /conversations/5': { body: { ...THREAD, advert: gone } },
  });
  renderPage('?thread=5');
  const list = await screen.findByRole('list', { name: 'Conversations' });
  expect(within(list).getByText('Sea flat (no longer available)')).toBeInTheDocument();
  expect(await screen.findByText('No longer available')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sea flat' })).toBeNull();
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { makeContactMessage, messagePage } from '../testing/contact-message-factory';
import { ContactMessagesPage } from './contact-messages-page';
import { expectPageSizeChoice } from '../../../test/page-size';

const unread = makeContactMessage({
  firstName: 'Marco <b>',
  message: 'Hello <script>alert(1)</script>',
});
const answered = makeContactMessage({
  isRead: true,
  replies: [
    {
      id: 1,
      message: 'Yes, you can.',
      repliedBy: { id: 9, firstName: 'Ada', lastName: 'Admin' },
      createAt: '2026-11-21T10:00:00.000Z',
    },
  ],
});

async function openAsStaff() {
  const api = mockApi({
    'GET /contact-messages/admin': { body: messagePage([unread, answered], 12) },
    [`PATCH /contact-messages/${unread.id}/read`]: { body: { ...unread, isRead: true } },
    [`DELETE /contact-messages/${unread.id}`]: {
      body: { message: 'The contact message was deleted.' },
    },
  });
  await logInAs(makeUser({ role: 'ADMIN' }));
  const view = renderWithRouter(<ContactMessagesPage />, { path: '/dashboard/contact-messages' });
  const listQueries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/contact-messages/admin')
      .map((url) => Object.fromEntries(url.searchParams));
  return { api, ...view, listQueries };
}

describe('Contact Messages (staff)', () => {
  it('lists messages with sender, status, replies and the total; markup stays text', async () => {
    await openAsStaff();
    const first = await screen.findByRole('article', { name: 'Message from Marco <b> Yilmaz' });
    expect(within(first).getByText('Hello <script>alert(1)</script>')).toBeInTheDocument();
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Message from Selin Yilmaz' });
    expect(within(second).getByText('Yes, you can.')).toBeInTheDocument();
    expect(within(second).getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('Total: 12')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contact message pages' })).toBeInTheDocument();
  });

  it('searches by text and read state from the first page', async () => {
    const { user, listQueries } = await openAsStaff();
    await screen.findByText('Total: 12');
    await user.type(screen.getByRole('textbox', { name: /Search by name/ }), 'flat');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Read or unread' }), 'Unread');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({ page: '0', size: '10', q: 'flat', read: 'false' }),
    );
  });

  it('marks a message read', async () => {
    const { user, api } = await openAsStaff();
    const first = await screen.findByRole('article', { name: /Marco/ });
    await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(api.callsTo(`PATCH /contact-messages/${unread.id}/read`)[0]?.body).toEqual({
        read: true,
      }),
    );
  });

  it('deletes after the confirm and says so', async () => {
    const { user, api } = await openAsStaff();
    const first = await screen.findByRole('article', { name: /Marco/ });
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this message? From = Marco <b> Yilmaz',
      ),
    ).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The contact message was deleted.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /contact-messages/${unread.id}`)).toHaveLength(1);
  });
});

describe('Contact Messages (customer)', () => {
  it('shows the own messages with their replies and no staff actions', async () => {
    const api = mockApi({ 'GET /contact-messages/mine': { body: messagePage([answered]) } });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    renderWithRouter(<ContactMessagesPage />, { path: '/dashboard/contact-messages' });
    expect(await screen.findByText('Yes, you can.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(api.callsTo('GET /contact-messages/admin')).toHaveLength(0);
  });
});

describe('Contact Messages page sizes', () => {
  it('shows staff more messages a page when asked and keeps the choice', async () => {
    const { user, api } = await openAsStaff();
    await expectPageSizeChoice({
      user,
      fetchMock: api.fetchMock,
      path: '/contact-messages/admin',
      table: 'contact-messages',
      label: 'Messages per page',
    });
  });

  it('shows a customer more of their messages a page when asked and keeps the choice', async () => {
    const api = mockApi({ 'GET /contact-messages/mine': { body: messagePage([answered]) } });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { user } = renderWithRouter(<ContactMessagesPage />, {
      path: '/dashboard/contact-messages',
    });
    await expectPageSizeChoice({
      user,
      fetchMock: api.fetchMock,
      path: '/contact-messages/mine',
      table: 'my-contact-messages',
      label: 'Messages per page',
    });
  });
});

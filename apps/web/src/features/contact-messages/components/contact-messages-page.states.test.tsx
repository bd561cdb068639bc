import type { Role } from '@estate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../test/render';
import { makeContactMessage, messagePage } from '../testing/contact-message-factory';
import { ContactMessagesPage } from './contact-messages-page';

const question = makeContactMessage({ message: 'Is the villa still free?' });
const onePage: MockReply = { body: messagePage([question], 1) };

async function openAs(role: Role, list: Parameters<typeof mockApi>[0][string]) {
  const path = role === 'CUSTOMER' ? 'GET /contact-messages/mine' : 'GET /contact-messages/admin';
  mockApi({ [path]: list });
  await logInAs(makeUser({ role }));
  return renderWithRouter(<ContactMessagesPage />, { path: '/dashboard/contact-messages' });
}

describe.each(['ADMIN', 'CUSTOMER'] as const)(
  'contact messages of %s while loading or failing',
  (role) => {
    it('shows Loading... until the messages arrive', async () => {
      const list = heldBack(onePage);
      await openAs(role, list.handler);
      await expectLoadingUntilReleased(list.release, 'Is the villa still free?');
    });

    it("shows the server's message with Retry when the list fails, then the messages", async () => {
      const { user } = await openAs(role, failingFirst(onePage));
      await expectErrorThenRetry(user, 'Is the villa still free?');
    });
  },
);

describe('contact messages when there are none', () => {
  it('tells staff that no message matches', async () => {
    await openAs('MANAGER', { body: messagePage([], 0) });
    expect(await screen.findByText('No messages match this search.')).toBeInTheDocument();
  });

  it('tells a customer they have sent none, with a way to write one', async () => {
    await openAs('CUSTOMER', { body: messagePage([], 0) });
    expect(
      await screen.findByText('You have not sent us a message while signed in yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { makeContactMessage } from '../testing/contact-message-factory';
import { REPLY_SENT, ReplyForm } from './reply-form';

const message = makeContactMessage();

async function open(reply: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({ [`POST /contact-messages/${message.id}/reply`]: reply });
  await logInAs(makeUser({ role: 'MANAGER' }));
  const onDone = vi.fn();
  const view = renderWithRouter(<ReplyForm messageId={message.id} onDone={onDone} />);
  const box = () => screen.getByRole('textbox', { name: 'Your reply' });
  const send = () => view.user.click(screen.getByRole('button', { name: 'Send Reply' }));
  return { api, onDone, box, send, ...view };
}

describe('ReplyForm', () => {
  it('refuses an empty reply without calling the server', async () => {
    const { api, send } = await open({ body: message });
    await send();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the reply, says so and closes', async () => {
    const { api, user, box, send, onDone } = await open({ body: message });
    await user.type(box(), 'Yes, it is still free.');
    await send();
    expect(await screen.findByText(REPLY_SENT)).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: { message: 'Yes, it is still free.' },
    });
    expect(api.calls[0]?.headers.authorization).toBe('test-token');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it("shows the server's refusal and stays open", async () => {
    const { user, box, send, onDone } = await open({
      status: 404,
      body: { status: 404, message: 'The contact message was not found.' },
    });
    await user.type(box(), 'Hello');
    await send();
    expect(await screen.findByText('The contact message was not found.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { expectRulesShownThenCleared } from '../../../test/form-rules';
import { logInAs, renderWithRouter } from '../../../test/render';
import { ReplyForm } from './reply-form';

describe('contact message reply messages', () => {
  it("says 'Required' for an empty reply and 'Max 2000 characters' for a long one", async () => {
    const api = mockApi({});
    await logInAs(makeUser({ role: 'ADMIN' }));
    const { user } = renderWithRouter(<ReplyForm messageId={5} onDone={vi.fn()} />);
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'Your reply', input: '', message: 'Required', fix: 'Yes, it is free.' },
        {
          label: 'Your reply',
          input: 'r'.repeat(2001),
          message: 'Max 2000 characters',
          fix: 'Yes, it is free.',
        },
      ],
      () => screen.getByRole('button', { name: 'Send Reply' }),
    );
    expect(api.calls).toHaveLength(0);
  });
});

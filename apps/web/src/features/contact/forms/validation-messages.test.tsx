import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { expectRulesShownThenCleared } from '../../../test/form-rules';
import { renderWithRouter } from '../../../test/render';
import { ContactForm } from './contact-form';

describe('contact form messages', () => {
  it('shows each rule under its field and clears it once the field is right', async () => {
    const api = mockApi({});
    const { user } = renderWithRouter(<ContactForm />, { path: '/contact' });
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'First Name', input: '', message: 'Required', fix: 'Grace' },
        { label: 'First Name', input: 'Gra', message: 'At least 4 characters', fix: 'Grace' },
        { label: 'First Name', input: 'g'.repeat(31), message: 'Max 30 characters', fix: 'Grace' },
        { label: 'Last Name', input: '', message: 'Required', fix: 'Hopper' },
        { label: 'Last Name', input: 'Hop', message: 'At least 4 characters', fix: 'Hopper' },
        { label: 'Last Name', input: 'h'.repeat(31), message: 'Max 30 characters', fix: 'Hopper' },
        { label: 'Email', input: '', message: 'Required', fix: 'grace@example.com' },
        { label: 'Email', input: 'grace', message: 'Invalid email', fix: 'grace@example.com' },
        {
          label: 'Email',
          input: `${'g'.repeat(40)}@example.com`,
          message: 'Max 50 characters',
          fix: 'grace@example.com',
        },
        { label: 'Message', input: '', message: 'Required', fix: 'Is it still free?' },
        { label: 'Message', input: 'm'.repeat(201), message: 'Max 200 characters', fix: 'Hi' },
      ],
      () => screen.getByRole('button', { name: 'Send Message' }),
    );
    expect(api.calls).toHaveLength(0);
  });
});

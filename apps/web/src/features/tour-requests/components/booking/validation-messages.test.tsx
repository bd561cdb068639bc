import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { expectRulesShownThenCleared } from '../../../../test/form-rules';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { TourRequestForm } from './tour-request-form';

describe('tour request form messages', () => {
  it('stops without a date, or with a past one, and says why beside the date', async () => {
    const api = mockApi({});
    await logInAs(userWithRole('CUSTOMER'));
    const { user } = renderWithRouter(<TourRequestForm advert={{ id: 12, user: { id: 900 } }} />, {
      path: '/property/sunny-flat',
    });
    await expectRulesShownThenCleared(
      user,
      [
        {
          label: 'Tour Date',
          input: '',
          message: 'Please choose a tour date.',
          fix: '2099-05-14',
        },
        {
          label: 'Tour Date',
          input: '2001-05-14',
          message: 'Please choose today or a later date.',
          fix: '2099-05-14',
        },
      ],
      () => screen.getByRole('button', { name: 'Submit a tour request' }),
    );
    // Only the reads of the page (own requests, slots); nothing is sent.
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { expectRulesShownThenCleared } from '../../../../test/form-rules';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { makeAdminDetail } from '../testing/moderation-fixtures';
import { AdminAdvertForm } from './admin-advert-form';

const SLUG_MESSAGE = "Required and don't use space character!";

describe('admin advert editor messages', () => {
  it('asks for a slug without spaces, the required fields and a reason when rejecting', async () => {
    const api = mockApi(ADVERT_FORM_LOOKUPS);
    await logInAs(userWithRole('ADMIN'));
    const { user } = renderWithRouter(
      <AdminAdvertForm
        detail={makeAdminDetail(41, 'PENDING')}
        onClose={vi.fn()}
        onDelete={vi.fn()}
        onStale={vi.fn()}
      />,
    );
    await screen.findByRole('option', { name: 'Kadıköy', selected: true });
    await user.selectOptions(screen.getByLabelText('STATUS'), 'Rejected');
    await expectRulesShownThenCleared(
      user,
      [
        { label: 'Slug', input: '', message: SLUG_MESSAGE, fix: 'advert-41' },
        { label: 'Slug', input: 'advert 41', message: SLUG_MESSAGE, fix: 'advert-41' },
        { label: 'Title', input: '', message: 'Required', fix: 'Advert 41' },
        { label: 'Price', input: '', message: 'Required', fix: '1250000' },
        {
          label: 'Reason for rejection',
          input: '',
          message: 'Tell the owner why the advert is rejected',
          fix: 'Blurry photos',
        },
        {
          label: 'Reason for rejection',
          input: 'r'.repeat(501),
          message: 'The reason must be at most 500 characters',
          fix: 'Blurry photos',
        },
      ],
      () => screen.getByRole('button', { name: 'Update' }),
    );
    expect(api.callsTo('PUT /adverts/admin/41')).toHaveLength(0);
  });
});

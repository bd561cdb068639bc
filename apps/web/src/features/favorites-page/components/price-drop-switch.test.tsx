import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { PriceDropSwitch } from './price-drop-switch';

describe('PriceDropSwitch', () => {
  it('shows the stored choice and saves a change with the profile as it is', async () => {
    const user = userWithRole('CUSTOMER');
    await logInAs(user);
    const profile = { ...user, priceDropEmails: true };
    const api = mockApi({
      'GET /user/auth': { body: profile },
      'PUT /user/auth': (call) => ({ body: { ...profile, ...(call.body as object) } }),
    });
    const { user: person } = renderWithRouter(<PriceDropSwitch />);
    const toggle = await screen.findByRole('switch', { name: /Price-drop e-mails/ });
    expect(toggle).toBeChecked();
    await person.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.callsTo('PUT /user/auth')[0]!.body).toEqual({
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      priceDropEmails: false,
    });
    expect(await screen.findByText('Price-drop e-mails are off.')).toBeInTheDocument();
  });
});

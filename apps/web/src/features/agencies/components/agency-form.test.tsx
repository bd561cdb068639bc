import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { ADVERT_FORM_LOOKUPS } from '../../../test/owner-advert-lookups';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AgencyForm } from './agency-form';

const LOOKUPS = {
  ...ADVERT_FORM_LOOKUPS,
  'GET /districts/11': {
    body: [{ id: 111, name: 'Kadıköy', latitude: 40.99, longitude: 29.03 }],
  },
};

beforeEach(() => logInAs(userWithRole('CUSTOMER')));

async function fillIn(user: ReturnType<typeof renderWithRouter>['user'], phone: string) {
  await user.type(screen.getByLabelText('Agency name'), 'Moda Homes');
  await user.type(screen.getByLabelText('Licence number'), 'TR-34-1');
  await user.type(screen.getByLabelText('Office phone'), phone);
  await user.type(screen.getByLabelText('Office e-mail'), 'office@moda.example');
  await user.type(screen.getByLabelText('Office address'), 'Moda Cd. 1');
  await user.selectOptions(await screen.findByLabelText('Country'), 'Türkiye');
  await user.selectOptions(
    screen.getByLabelText('City'),
    await screen.findByRole('option', { name: 'İstanbul' }),
  );
  await user.selectOptions(
    screen.getByLabelText('District'),
    await screen.findByRole('option', { name: 'Kadıköy' }),
  );
}

it('creates an agency with the places chosen, the pin at the district and the phone in full', async () => {
  const api = mockApi({ ...LOOKUPS, 'POST /agencies': { status: 201, body: {} } });
  const { user } = renderWithRouter(<AgencyForm />, { path: '/dashboard/my-agency' });
  await fillIn(user, '0212 555 01 02');
  await user.click(screen.getByRole('button', { name: 'Create the agency' }));
  await screen.findByRole('button', { name: 'Create the agency' });
  expect(api.callsTo('POST /agencies')[0]?.body).toEqual({
    name: 'Moda Homes',
    licenceNumber: 'TR-34-1',
    phone: '+902125550102',
    email: 'office@moda.example',
    address: 'Moda Cd. 1',
    country: 1,
    city: 11,
    district: 111,
    point: { latitude: 40.99, longitude: 29.03 },
  });
});

it('says what is wrong with a phone number and sends nothing', async () => {
  const api = mockApi(LOOKUPS);
  const { user } = renderWithRouter(<AgencyForm />, { path: '/dashboard/my-agency' });
  await fillIn(user, '12');
  await user.click(screen.getByRole('button', { name: 'Create the agency' }));
  expect(await screen.findByText(/Enter a phone number we can call/)).toBeInTheDocument();
  expect(api.callsTo('POST /agencies')).toHaveLength(0);
});

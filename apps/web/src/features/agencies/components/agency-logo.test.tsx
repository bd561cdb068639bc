import { screen } from '@testing-library/react';
import type { MyAgency } from '@estate/contracts/agencies';
import { beforeEach, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeAgency, userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AgencyLogo } from './agency-logo';

const AGENCY = makeAgency();
const mine = (role: 'OWNER' | 'AGENT', logo: MyAgency['agency']['logo'] = null) =>
  ({ agency: { ...AGENCY, logo }, myRole: role, members: [], invitations: [] }) as MyAgency;
const LOGO = { url: '/api/images/file/agencies/4/a-large.webp', smallUrl: '/x-small.webp' };
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const jpeg = (extra = 100) =>
  new File([new Uint8Array(JPEG_HEAD), new Uint8Array(extra)], 'logo.jpg', { type: 'image/jpeg' });

beforeEach(() => logInAs(userWithRole('CUSTOMER')));

it('sends the picked picture as the logo and says so', async () => {
  const api = mockApi({
    'PUT /agencies/4/logo': { body: mine('OWNER', LOGO) },
    'GET /agencies/mine': { body: { mine: null } },
  });
  const { user } = renderWithRouter(<AgencyLogo mine={mine('OWNER')} />);
  expect(screen.getByText('M')).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Add a logo'), jpeg());
  expect(await screen.findByText('The logo is saved.')).toBeInTheDocument();
  const sent = api.callsTo('PUT /agencies/4/logo')[0]?.body as FormData;
  expect((sent.get('multipartFile') as File).name).toBe('logo.jpg');
});

it.each([
  [
    'a text file named .jpg',
    new File(['no picture'], 'logo.jpg', { type: 'image/jpeg' }),
    'Only JPEG, PNG or WebP pictures are accepted.',
  ],
  ['a picture over 5 MB', jpeg(5 * 1024 * 1024), 'A picture may be at most 5 MB.'],
])('refuses %s before sending it', async (_name, file, message) => {
  const api = mockApi({});
  const { user } = renderWithRouter(<AgencyLogo mine={mine('OWNER')} />);
  await user.upload(screen.getByLabelText('Add a logo'), file);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

it('shows an agent the logo without the button', () => {
  mockApi({});
  renderWithRouter(<AgencyLogo mine={mine('AGENT', LOGO)} />);
  expect(screen.getByRole('img', { name: 'Moda Homes logo' })).toHaveAttribute('src', LOGO.url);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

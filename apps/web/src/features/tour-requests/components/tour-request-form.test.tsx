import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../test/render';
import { TourRequestForm } from './tour-request-form';

const advert = { id: 12, user: { id: 900 } };
const renderForm = () =>
  renderWithRouter(<TourRequestForm advert={advert} />, {
    path: '/property/sunny-flat',
    routes: [{ path: '/login', ...page('Login page') }],
  });
const submit = () => screen.getByRole('button', { name: 'Submit a tour request' });
const FUTURE = '2099-05-14';

const tourReply = {
  status: 201,
  body: {
    id: 1,
    advert: { id: 12, slug: 'sunny-flat', title: 'Sunny flat' },
    tourTime: `${FUTURE}T10:00:00`,
    tourDate: FUTURE,
    timeZone: 'Europe/Istanbul',
    status: 'PENDING',
    guestUser: { id: 2, firstName: 'Cem', lastName: 'Demir' },
    ownerUser: { id: 900, firstName: 'Ada', lastName: 'Owner' },
    createAt: '2026-01-01T00:00:00Z',
    actions: ['cancel', 'changeTime', 'delete'],
  },
};

beforeEach(() => sessionStorage.clear());

const slotsReply = (states: Record<string, string>) => ({
  body: {
    advertId: 12,
    date: FUTURE,
    timeZone: 'Europe/Istanbul',
    slots: Array.from({ length: 48 }, (_, i) => {
      const time = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      return { time, state: states[time] ?? 'FREE' };
    }),
  },
});

describe('TourRequestForm', () => {
  it('offers the 48 half-hour slots from 00:00 to 23:30 with 10:00 chosen', () => {
    mockApi({});
    renderForm();
    const select = screen.getByLabelText('Tour time');
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(48);
    expect(options[0]).toHaveTextContent('00:00');
    expect(options[47]).toHaveTextContent('23:30');
    expect(select).toHaveValue('10:00');
    expect(screen.getByLabelText('Tour Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Tour Date')).toHaveAttribute('min');
  });

  it('stops without a call when no date is chosen and marks the date invalid', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    const api = mockApi({ 'POST /tourRequest': tourReply });
    const { user } = renderForm();
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('Tour Date')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.callsTo('POST /tourRequest')).toHaveLength(0);
  });

  it("asks a visitor 'You must login for tour request' and goes to /login on accept", async () => {
    const api = mockApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tour Date'), FUTURE);
    await user.click(submit());
    expect(await screen.findByText('You must login for tour request')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    // Back from the login page, the same date and time are chosen.
    expect(JSON.parse(sessionStorage.getItem('tour-choice:12')!)).toEqual({
      tourDate: FUTURE,
      tourTime: '10:00',
    });
  });

  it('comes back from the login with the date and slot the visitor chose', async () => {
    sessionStorage.setItem(
      'tour-choice:12',
      JSON.stringify({ tourDate: FUTURE, tourTime: '15:30' }),
    );
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({ [`GET /tourRequest/slots/12`]: slotsReply({}) });
    renderForm();
    expect(screen.getByLabelText('Tour Date')).toHaveValue(FUTURE);
    expect(screen.getByLabelText('Tour time')).toHaveValue('15:30');
  });

  it('marks slots outside viewing hours and taken, and stops on one of them', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    const api = mockApi({
      'GET /tourRequest/slots/12': slotsReply({ '08:00': 'OUTSIDE_HOURS', '10:00': 'TAKEN' }),
      'POST /tourRequest': tourReply,
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tour Date'), FUTURE);
    expect(await screen.findByRole('option', { name: '10:00 (taken)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '08:00 (outside viewing hours)' })).toBeDisabled();
    expect(screen.getByText('10:00 is taken: please choose a free time.')).toBeInTheDocument();
    await user.click(submit());
    expect(api.callsTo('POST /tourRequest')).toHaveLength(0);
  });

  it('sends the request with the token and confirms with a success toast', async () => {
    await logInAs(userWithRole('CUSTOMER'), 'tok-9');
    const api = mockApi({ 'POST /tourRequest': tourReply });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tour Date'), FUTURE);
    await user.selectOptions(screen.getByLabelText('Tour time'), '14:30');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST /tourRequest')).toHaveLength(1));
    expect(
      await screen.findByText('Your tour request was created successfully'),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST /tourRequest');
    expect(call?.body).toEqual({ advert: { id: 12 }, tourTime: `${FUTURE}T14:30` });
    expect(call?.headers.authorization).toBe('tok-9');
  });

  it("shows the server's message in an error toast", async () => {
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({
      'POST /tourRequest': apiError(
        409,
        'You have already requested a tour of this advert at this time.',
      ),
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tour Date'), FUTURE);
    await user.click(submit());
    expect(
      await screen.findByText('You have already requested a tour of this advert at this time.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Your tour request was created successfully'),
    ).not.toBeInTheDocument();
  });

  it("explains instead of offering the form on the owner's own advert", async () => {
    await logInAs(userWithRole('CUSTOMER', { id: 900 }));
    mockApi({});
    renderForm();
    expect(screen.getByText(/This is your advert/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit a tour request' })).not.toBeInTheDocument();
  });
});

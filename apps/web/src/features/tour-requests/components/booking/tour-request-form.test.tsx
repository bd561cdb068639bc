import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../../test/render';
import { TourRequestForm } from './tour-request-form';

const advert = { id: 12, user: { id: 900 } };
const renderForm = () =>
  renderWithRouter(<TourRequestForm advert={advert} />, {
    path: '/property/sunny-flat',
    routes: [
      { path: '/login', ...page('Login page') },
      { path: '/register', ...page('Register page') },
    ],
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
  it('offers the 48 half-hour slots at once, by part of the day, with 10:00 chosen', () => {
    mockApi({});
    renderForm();
    const grid = screen.getByRole('group', { name: 'Tour time' });
    const slots = within(grid).getAllByRole('radio');
    expect(slots).toHaveLength(48);
    expect(slots[0]).toHaveAccessibleName('00:00');
    expect(slots[47]).toHaveAccessibleName('23:30');
    expect(within(grid).getByRole('radio', { checked: true })).toHaveAccessibleName('10:00');
    const parts = ['Night', 'Morning', 'Afternoon', 'Evening'].map((name) =>
      within(screen.getByRole('group', { name })).getAllByRole('radio'),
    );
    expect(parts.map((p) => [p.length, p[0]!.getAttribute('value')])).toEqual([
      [12, '00:00'],
      [12, '06:00'],
      [12, '12:00'],
      [12, '18:00'],
    ]);
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
    expect(await screen.findByRole('radio', { name: '15:30, free' })).toBeChecked();
  });

  it('offers "Create one now" beside Login, to the register page with the choice kept', async () => {
    mockApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tour Date'), FUTURE);
    await user.click(screen.getByRole('radio', { name: '14:30' }));
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Create one now' }));
    expect(await screen.findByText('Register page')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('tour-choice:12')!)).toEqual({
      tourDate: FUTURE,
      tourTime: '14:30',
    });
  });

  it('chooses the first free slot of the day when 10:00 is not free, and says so', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    const closed = Object.fromEntries(
      ['09:00', '09:30', '10:00'].map((time) => [time, 'TAKEN']),
    ) as Record<string, string>;
    for (let h = 0; h < 9; h++) {
      closed[`0${h}:00`] = 'OUTSIDE_HOURS';
      closed[`0${h}:30`] = 'OUTSIDE_HOURS';
    }
    mockApi({ 'GET /tourRequest/slots/12': slotsReply(closed) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tour Date'), FUTURE);
    expect(await screen.findByRole('radio', { name: '10:30, free' })).toBeChecked();
    expect(
      screen.getByText('10:00 is not free on this day, so 10:30 is chosen: the first free time.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '11:00, free' }));
    expect(screen.queryByText(/is not free on this day/)).not.toBeInTheDocument();
  });

  it('says when no slot of the day is free', async () => {
    const all = Object.fromEntries(
      Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')).flatMap((h) => [
        [`${h}:00`, 'OUTSIDE_HOURS'],
        [`${h}:30`, 'OUTSIDE_HOURS'],
      ]),
    ) as Record<string, string>;
    mockApi({ 'GET /tourRequest/slots/12': slotsReply(all) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tour Date'), FUTURE);
    expect(
      await screen.findByText('No time is free on this day: please choose another date.'),
    ).toBeInTheDocument();
  });

  it("states the advert's viewing hours in the property's zone", async () => {
    mockApi({
      'GET /tourRequest/viewing-hours/12': {
        body: {
          advertId: 12,
          days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
          opens: '09:00',
          closes: '19:00',
          blockedDates: [],
          timeZone: 'Europe/Istanbul',
        },
      },
    });
    renderForm();
    expect(
      await screen.findByText('Viewings: Mon–Sat 09:00–19:00, Istanbul time'),
    ).toBeInTheDocument();
  });

  it('marks slots outside viewing hours, taken and past, none of them selectable', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({
      'GET /tourRequest/slots/12': slotsReply({
        '08:00': 'OUTSIDE_HOURS',
        '11:00': 'TAKEN',
        '00:30': 'PAST',
      }),
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tour Date'), FUTURE);
    expect(await screen.findByRole('radio', { name: '11:00 (taken)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '08:00 (outside viewing hours)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '00:30 (past)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '10:00, free' })).toBeChecked();
  });

  it('sends the request with the token and confirms with a success toast', async () => {
    await logInAs(userWithRole('CUSTOMER'), 'tok-9');
    const api = mockApi({ 'POST /tourRequest': tourReply });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Tour Date'), FUTURE);
    await user.click(screen.getByRole('radio', { name: '14:30' }));
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

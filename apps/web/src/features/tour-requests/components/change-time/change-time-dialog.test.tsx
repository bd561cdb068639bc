import type { TourRequest } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adoptLanguage } from '../../../../i18n';
import { apiError, mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { ChangeTimeDialog } from './change-time-dialog';

const DAY = '2099-05-04';
const OTHER_DAY = '2099-05-06';

const request: TourRequest = {
  id: 41,
  advert: { id: 7, slug: 'sunny-flat', title: 'Sunny flat' },
  tourTime: `${DAY}T10:30:00`,
  tourDate: DAY,
  timeZone: 'Europe/Istanbul',
  status: 'PENDING',
  guestUser: { id: 2, firstName: 'Gus', lastName: 'Guest' },
  ownerUser: { id: 3, firstName: 'Olga', lastName: 'O.' },
  createAt: '2099-04-01T08:00:00.000Z',
  actions: ['cancel', 'changeTime', 'delete'],
};

/** The 48 slots of a day, free unless named. */
const slotsOf = (date: string, states: Record<string, string> = {}) => ({
  body: {
    advertId: 7,
    date,
    timeZone: 'Europe/Istanbul',
    slots: Array.from({ length: 48 }, (_, i) => {
      const time = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      return { time, state: states[time] ?? 'FREE' };
    }),
  },
});

async function openDialog(onChanged = vi.fn()) {
  await logInAs(userWithRole('CUSTOMER'));
  const view = renderWithRouter(
    <ChangeTimeDialog request={request} onChanged={onChanged} onClose={() => undefined} />,
    { path: '/dashboard/tour-requests' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Change tour time' });
  return { ...view, dialog: within(dialog), onChanged };
}

const save = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('button', { name: 'Save new time' });

describe('ChangeTimeDialog', () => {
  it('offers the 48 slots by part of the day with the current date and time chosen', async () => {
    mockApi({ 'GET /tourRequest/slots/7': slotsOf(DAY, { '11:00': 'TAKEN' }) });
    const { dialog } = await openDialog();
    expect(dialog.getByLabelText('Tour Date')).toHaveValue(DAY);
    const grid = dialog.getByRole('group', { name: 'Tour time' });
    expect(within(grid).getAllByRole('radio')).toHaveLength(48);
    expect(
      ['Night', 'Morning', 'Afternoon', 'Evening'].map(
        (name) => within(dialog.getByRole('group', { name })).getAllByRole('radio').length,
      ),
    ).toEqual([12, 12, 12, 12]);
    expect(await dialog.findByRole('radio', { name: '10:30, free' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: '11:00 (taken)' })).toBeDisabled();
  });

  it('moves to the first free slot when the current one is no longer free, and says so', async () => {
    mockApi({
      'GET /tourRequest/slots/7': slotsOf(DAY, {
        '00:00': 'OUTSIDE_HOURS',
        '00:30': 'PAST',
        '01:00': 'TAKEN',
        '10:30': 'TAKEN',
      }),
    });
    const { dialog } = await openDialog();
    expect(await dialog.findByRole('radio', { name: '01:30, free' })).toBeChecked();
    expect(
      dialog.getByText('10:30 is not free on this day, so 01:30 is chosen: the first free time.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: '00:00 (outside viewing hours)' })).toBeDisabled();
    expect(dialog.getByRole('radio', { name: '00:30 (past)' })).toBeDisabled();
  });

  it('sends the new date and slot and tells the list it was changed', async () => {
    const api = mockApi({
      'GET /tourRequest/slots/7': slotsOf(OTHER_DAY),
      'PUT /tourRequest/41': { body: { ...request, tourTime: `${OTHER_DAY}T14:00:00` } },
    });
    const { dialog, user, onChanged } = await openDialog();
    await user.clear(dialog.getByLabelText('Tour Date'));
    await user.type(dialog.getByLabelText('Tour Date'), OTHER_DAY);
    await user.click(await dialog.findByRole('radio', { name: '14:00, free' }));
    await user.click(save(dialog));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PUT /tourRequest/41')[0]!.body).toEqual({
      tourTime: `${OTHER_DAY}T14:00`,
    });
    expect(api.callsTo('PUT /tourRequest/41')[0]!.headers.authorization).toBe('test-token');
  });

  it.each([
    [400, 'The tour time must be in the future.'],
    [409, 'This time is already booked for this advert. Please choose another time.'],
  ])('shows the server’s %i in the dialog, which stays open', async (status, message) => {
    mockApi({
      'GET /tourRequest/slots/7': slotsOf(DAY),
      'PUT /tourRequest/41': apiError(status, message, { tourTime: message }),
    });
    const { dialog, user, onChanged } = await openDialog();
    await dialog.findByRole('radio', { name: '10:30, free' });
    await user.click(save(dialog));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Change tour time' })).toBeInTheDocument();
  });

  it('sends nothing when no slot of the day is free', async () => {
    const allTaken = Object.fromEntries(
      slotsOf(DAY).body.slots.map((s) => [s.time, 'TAKEN'] as const),
    );
    const api = mockApi({ 'GET /tourRequest/slots/7': slotsOf(DAY, allTaken) });
    const { dialog, user } = await openDialog();
    expect(
      await dialog.findByText('No time is free on this day: please choose another date.'),
    ).toBeInTheDocument();
    await user.click(save(dialog));
    expect(api.callsTo('PUT /tourRequest/41')).toEqual([]);
  });

  it('speaks Turkish', async () => {
    await adoptLanguage('tr');
    mockApi({ 'GET /tourRequest/slots/7': slotsOf(DAY, { '11:00': 'TAKEN' }) });
    await logInAs(userWithRole('CUSTOMER'));
    renderWithRouter(
      <ChangeTimeDialog request={request} onChanged={() => undefined} onClose={() => undefined} />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Tur zamanını değiştir' }));
    expect(dialog.getByRole('group', { name: 'Tur saati' })).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Sabah' })).toBeInTheDocument();
    expect(await dialog.findByRole('radio', { name: /^11:00 \(/ })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Yeni zamanı kaydet' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { makeLogs } from '../testing/users-admin-api';
import { UserLogsPanel } from './user-logs-panel';
import { pageSizeKey } from '../../../components/use-page-size';

const target = makeUser({ role: 'CUSTOMER' });

async function openLogs(count: number) {
  const api = mockApi({ [`GET /logs/${target.id}`]: { body: makeLogs(count) } });
  await logInAs(makeUser({ role: 'ADMIN' }));
  return { api, ...renderWithRouter(<UserLogsPanel userId={target.id} />) };
}

const shownEntries = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('User activity log', () => {
  it('pages the entries three at a time on the client, with Action and Date', async () => {
    const { user, api } = await openLogs(7);
    expect(await screen.findByText('Total: 7')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    expect(shownEntries()).toEqual(['Logged in #7', 'Logged in #6', 'Logged in #5']);
    expect(screen.getByText('2026-11-20 09:59')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownEntries()).toEqual(['Logged in #4', 'Logged in #3', 'Logged in #2']);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(shownEntries()).toEqual(['Logged in #1']);
    // react-bootstrap draws a disabled step as a plain item, no longer a button.
    expect(screen.getByLabelText('Next page').closest('li')).toHaveClass('disabled');
    // One read: paging happens on the client.
    expect(api.calls).toHaveLength(1);
  });

  it('says so when there is no activity and shows no pager', async () => {
    await openLogs(0);
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Log pages' })).not.toBeInTheDocument();
  });
});

it('shows more log entries a page when asked, from the first page, and keeps the choice', async () => {
  const { user } = await openLogs(14);
  await user.click(await screen.findByRole('button', { name: 'Next page' }));
  expect(shownEntries()).toEqual(['Logged in #11', 'Logged in #10', 'Logged in #9']);
  await user.selectOptions(screen.getByLabelText('Log entries per page'), '10');
  expect(shownEntries()).toHaveLength(10);
  expect(shownEntries()[0]).toBe('Logged in #14');
  expect(localStorage.getItem(pageSizeKey('user-logs'))).toBe('10');
});

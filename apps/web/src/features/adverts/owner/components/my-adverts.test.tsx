import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../../test/render';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { chooseLanguage } from '../../../../i18n';
import { MyAdverts } from './my-adverts';
import { expectPageSizeChoice } from '../../../../test/page-size';

vi.mock('../../pictures/api/upload-image', () => ({ uploadImage: vi.fn() }));

const pending = makeAdvert({
  title: 'Garden flat <b>bold</b>',
  status: 'PENDING',
  price: 1_250_000,
  createAt: '2026-11-20T09:30:00.000Z',
  viewCount: 12,
  likeCount: 3,
  tourCount: 2,
});
const rejected = makeAdvert({ status: 'REJECTED', statusReason: 'Blurry pictures', url: null });
const activated = makeAdvert({ status: 'ACTIVATED' });

async function openList(adverts = [pending, rejected, activated], totalElements = 4) {
  const api = mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /adverts/auth': () => ({
      body: advertPage(adverts, {
        totalElements,
        size: 3,
      }),
    }),
    [`DELETE /adverts/auth/${pending.id}`]: { body: { message: 'deleted' } },
  });
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  const view = renderWithRouter(<MyAdverts />, {
    path: '/dashboard/my-adverts',
    routes: [
      { path: '/dashboard/add-new-advert', ...page('New advert form') },
      { path: '/property/:slug', ...page('Advert page') },
    ],
  });
  const listQueries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/adverts/auth')
      .map((url) => url.searchParams);
  return { api, ...view, listQueries };
}

describe('My Adverts', () => {
  it('lists the owner adverts with place, price, date, status, counts and the total', async () => {
    const { listQueries } = await openList();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    expect(first.getByText('Garden flat <b>bold</b>')).toBeInTheDocument();
    expect(first.getByText('Kadıköy, İstanbul')).toBeInTheDocument();
    expect(first.getByText('$1,250,000.00')).toBeInTheDocument();
    expect(first.getByText('2026-11-20')).toBeInTheDocument();
    expect(first.getByText('Pending')).toHaveClass('status-badge--pending');
    expect(first.getByText('12/3/2')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Rejected')).toHaveClass('status-badge--rejected');
    expect(within(rows[2]!).getByText('Blurry pictures')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Activated')).toHaveClass('status-badge--activated');
    expect(screen.getByText('Total: 4')).toBeInTheDocument();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    const q = listQueries()[0]!;
    expect([q.get('page'), q.get('size')]).toEqual(['0', '3']);
  });

  it("opens an approved advert's public page, and previews one not yet public", async () => {
    const { user, router } = await openList();
    const rows = await screen.findAllByRole('row');
    const open = within(rows[3]!).getByRole('link', {
      name: `Open the page of ${activated.title}`,
    });
    expect(open).toHaveAttribute('href', `/property/${activated.slug}`);
    expect(
      within(rows[1]!).getByRole('link', { name: `Preview ${pending.title}` }),
    ).toHaveAttribute('href', `/property/${pending.slug}`);
    expect(within(rows[2]!).getByRole('link', { name: `Preview ${rejected.title}` })).toBeVisible();

    await user.click(open);
    expect(await screen.findByText('Advert page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/property/${activated.slug}`);
  });

  it('searches by text and status from the first page, and pages zero-based', async () => {
    const { user, listQueries } = await openList();
    await screen.findByText('Total: 4');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries().at(-1)!.get('page')).toBe('1'));
    await user.type(screen.getByRole('searchbox', { name: 'Search my adverts' }), 'garden');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listQueries().at(-1)!.get('status')).toBe('REJECTED'));
    expect(listQueries().at(-1)!.get('q')).toBe('garden');
    expect(listQueries().at(-1)!.get('page')).toBe('0');
  });

  it('asks before deleting and says so when done', async () => {
    const { user, api } = await openList();
    await user.click(await screen.findByRole('button', { name: `Delete ${pending.title}` }));
    expect(
      screen.getByText(
        `Are you sure you want to delete this Advert? Advert Title = ${pending.title}`,
      ),
    ).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('This Advert is deleted successfully')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /adverts/auth/${pending.id}`)).toHaveLength(1);
  });

  it('links to NEW ADVERT when there is none yet', async () => {
    const { user } = await openList([], 0);
    expect(await screen.findByText('You have not posted an advert yet.')).toBeInTheDocument();
    await user.click(
      within(screen.getByText('You have not posted an advert yet.').parentElement!).getByRole(
        'link',
        { name: 'NEW ADVERT' },
      ),
    );
    expect(await screen.findByText('New advert form')).toBeInTheDocument();
  });
});

it('shows more adverts a page when asked, from the first page, and keeps the choice', async () => {
  const { user, api } = await openList();
  await expectPageSizeChoice({
    user,
    fetchMock: api.fetchMock,
    path: '/adverts/auth',
    table: 'my-adverts',
    fromSecondPage: true,
  });
});

describe('MyAdverts in Turkish', () => {
  it('shows its title, search, total and empty state in Turkish', async () => {
    await chooseLanguage('tr');
    await openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'İlanlarım' })).toBeInTheDocument();
    expect(await screen.findByText('Toplam: 4')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'İlanlarımda ara' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Tüm durumlar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ara' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Yayın Tarihi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${pending.title} düzenle` })).toBeInTheDocument();
  });
});

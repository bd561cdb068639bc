import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { makeAdminDetail, queueItem } from '../testing/moderation-fixtures';
import { AdvertReviewPage } from './advert-review-page';

const at = '2026-11-20T10:00:00.000Z';
const queue = [40, 41, 42].map((id) => queueItem(makeAdvert({ id, title: `Advert ${id}` }), at));
const edited = {
  ...makeAdminDetail(41, 'PENDING'),
  pendingRevision: {
    submittedAt: '2026-11-26T09:30:00.000Z',
    changes: [
      { field: 'price', label: 'Price', before: '250,000 USD', after: '199,000 USD' },
      { field: 'property:7', label: 'Bedrooms', before: '2', after: null },
    ],
    pictures: [
      {
        id: 9,
        url: '/files/p9/gallery.webp',
        thumbUrl: '/files/p9/thumb.webp',
        cardUrl: '/files/p9/card.webp',
        width: 1200,
        height: 800,
        featured: false,
      },
    ],
  },
};

async function openReview(extra = {}) {
  const api = mockApi({
    'GET /adverts/admin/queue': { body: advertPage(queue, { size: 20 }) },
    'GET /adverts/admin/40': { body: makeAdminDetail(40, 'PENDING') },
    'GET /adverts/admin/41': { body: edited },
    'GET /adverts/admin/42': { body: makeAdminDetail(42, 'PENDING') },
    'PUT /adverts/admin/status': { body: { message: 'Activated 1 advert', adverts: [] } },
    ...extra,
  });
  await logInAs(userWithRole('ADMIN'));
  const view = renderWithRouter(<AdvertReviewPage />, {
    path: '/dashboard/adverts/review/:id',
    initialEntries: ['/dashboard/adverts/review/41?status=0'],
  });
  await screen.findByRole('heading', { name: 'Advert 41', level: 2 });
  // The queue is in: its neighbours can be reached.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  const where = () => view.router.state.location.pathname + view.router.state.location.search;
  return { api, ...view, where };
}

const press = (key: string, target: Element | Window = window) =>
  fireEvent.keyDown(target, { key });

describe('the review view', () => {
  it('shows the advert as the public sees it and its waiting edit side by side', async () => {
    await openReview();
    const advert = screen.getByRole('article', { name: 'Advert as the public sees it' });
    // The owner's new picture waits beside the changes, not in the public gallery.
    expect(screen.getByRole('heading', { name: 'New pictures (1)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New picture 1' })).toHaveAttribute(
      'src',
      '/files/p9/thumb.webp',
    );
    expect(within(advert).getByRole('heading', { name: 'Property Details' })).toBeInTheDocument();
    const changes = screen.getByRole('table');
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Approved', 'Proposed']);
    const price = within(changes).getByRole('row', { name: /Price/ });
    expect(
      within(price)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['250,000 USD', '199,000 USD']);
    const beds = within(changes).getByRole('row', { name: /Bedrooms/ });
    expect(
      within(beds)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '—']);
    expect(screen.getByLabelText('Keyboard shortcuts')).toHaveTextContent(
      'Keys: j next · k previous · a approve · r reject',
    );
  });

  it('walks the queue with j and k, keeping the list filters', async () => {
    const { where } = await openReview();
    press('j');
    await waitFor(() => expect(where()).toBe('/dashboard/adverts/review/42?status=0'));
    await screen.findByRole('heading', { name: 'Advert 42', level: 2 });
    press('k');
    press('k');
    await waitFor(() => expect(where()).toBe('/dashboard/adverts/review/40?status=0'));
  });

  it('approves with a and moves on to the next advert', async () => {
    const { api, where } = await openReview();
    press('a');
    expect(await screen.findByText('Activated 1 advert')).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')[0]?.body).toEqual({
      ids: [41],
      versions: { 41: edited.version },
      status: 'ACTIVATED',
    });
    await waitFor(() => expect(where()).toBe('/dashboard/adverts/review/42?status=0'));
  });

  it('opens the reasons with r; keys typed in the dialog do nothing else', async () => {
    const { user, api, where } = await openReview({
      'PUT /adverts/admin/status': { body: { message: 'Rejected 1 advert', adverts: [] } },
    });
    press('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject "Advert 41"' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText('Details'), 'just a test');
    expect(where()).toBe('/dashboard/adverts/review/41?status=0');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected 1 advert')).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')[0]?.body).toMatchObject({
      ids: [41],
      status: 'REJECTED',
      reasonCode: 'OTHER',
      reason: 'just a test',
    });
    await waitFor(() => expect(where()).toBe('/dashboard/adverts/review/42?status=0'));
  });
});

import { ADMIN_ADVERT_MESSAGES } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { makeImages } from '../../../../test/advert-detail-fixtures';
import { makeAdminDetail, queueItem } from '../testing/moderation-fixtures';
import { AdvertReviewPage } from './advert-review-page';

const at = '2026-11-20T10:00:00.000Z';
const queue = [50, 51].map((id) =>
  queueItem(makeAdvert({ id, title: `Advert ${id}`, status: 'ACTIVATED' }), at, 'EDIT'),
);
/** A live advert whose owner's edit waits (docs/product.md#revisions). */
const liveWithEdit = {
  ...makeAdminDetail(50, 'ACTIVATED'),
  imges: makeImages(2, 50),
  pendingRevision: {
    submittedAt: '2026-11-26T09:30:00.000Z',
    changes: [{ field: 'title', label: 'Title', before: 'Advert 50', after: 'Advert 50 renewed' }],
    pictures: [{ ...makeImages(1, 50)[0]!, id: 200, thumbUrl: '/files/p200/thumb.webp' }],
  },
};
const decided = (edit: 'APPROVED' | 'REJECTED', message: string) => ({
  body: {
    message,
    adverts: [{ id: 50, slug: 'advert-50', status: 'ACTIVATED', version: 9, edit }],
  },
});

async function openEditReview(extra = {}) {
  const api = mockApi({
    'GET /adverts/admin/queue': { body: advertPage(queue, { size: 20 }) },
    'GET /adverts/admin/50': { body: liveWithEdit },
    'GET /adverts/admin/51': { body: makeAdminDetail(51, 'ACTIVATED') },
    ...extra,
  });
  await logInAs(userWithRole('MANAGER'));
  const view = renderWithRouter(<AdvertReviewPage />, {
    path: '/dashboard/adverts/review/:id',
    initialEntries: ['/dashboard/adverts/review/50?status=0'],
  });
  await screen.findByRole('heading', { name: 'Advert 50', level: 2 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  const where = () => view.router.state.location.pathname + view.router.state.location.search;
  return { api, ...view, where };
}

describe('the review of a live advert whose edit waits', () => {
  it('approves the edit, naming the version seen, and says the changes are live', async () => {
    const { api, user, where } = await openEditReview({
      'PUT /adverts/admin/status': decided('APPROVED', 'Approved the edit of 1 advert'),
    });
    expect(screen.getByRole('button', { name: 'Reject edit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Approve edit' }));
    expect(
      await screen.findByText('The edit was approved: the changes are live.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')[0]?.body).toEqual({
      ids: [50],
      versions: { 50: liveWithEdit.version },
      status: 'ACTIVATED',
    });
    await waitFor(() => expect(where()).toBe('/dashboard/adverts/review/51?status=0'));
  });

  it('rejects the edit with a reason and says the advert stays live', async () => {
    const { api, user } = await openEditReview({
      'PUT /adverts/admin/status': decided('REJECTED', 'Rejected the edit of 1 advert'),
    });
    await user.click(screen.getByRole('button', { name: 'Reject edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the edit of "Advert 50"' });
    expect(dialog).toHaveTextContent('The advert stays live as it was.');
    await user.click(within(dialog).getByRole('radio', { name: 'Duplicate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The edit was rejected: the advert stays live as it was.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /adverts/admin/status')[0]?.body).toMatchObject({
      ids: [50],
      versions: { 50: liveWithEdit.version },
      status: 'REJECTED',
      reasonCode: 'DUPLICATE',
    });
  });

  it('shows the approved pictures beside the ones the edit adds', async () => {
    await openEditReview();
    const approved = screen.getByRole('region', { name: 'Approved pictures (2)' });
    expect(
      within(approved)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Approved picture 1', 'Approved picture 2']);
    const added = screen.getByRole('region', { name: 'New pictures (1)' });
    expect(within(added).getByRole('img', { name: 'New picture 1' })).toHaveAttribute(
      'src',
      '/files/p200/thumb.webp',
    );
  });

  it('tells a stale version and stays on the advert', async () => {
    const { user, where } = await openEditReview({
      'PUT /adverts/admin/status': apiError(409, ADMIN_ADVERT_MESSAGES.changedSinceOpened),
    });
    await user.click(screen.getByRole('button', { name: 'Approve edit' }));
    expect(await screen.findByText(ADMIN_ADVERT_MESSAGES.changedSinceOpened)).toBeInTheDocument();
    expect(where()).toBe('/dashboard/adverts/review/50?status=0');
  });

  it('offers no Approve on a live advert with nothing waiting', async () => {
    const { user } = await openEditReview();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Advert 51', level: 2 });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Approve edit' })).toBeNull();
  });
});

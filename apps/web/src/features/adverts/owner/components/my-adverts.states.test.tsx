import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockReply } from '../../../../test/api-mock';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { makeAdvertDetail } from '../../../../test/advert-detail-fixtures';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { MyAdverts } from './my-adverts';

const flat = makeAdvert({ title: 'Garden flat' });

async function openMyAdverts(list: Parameters<typeof mockApi>[0][string]) {
  mockApi({ 'GET /adverts/auth': list });
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  return renderWithRouter(<MyAdverts />, { path: '/dashboard/my-adverts' });
}

const onePage: MockReply = { body: advertPage([flat], { size: 3 }) };

describe('My Adverts while loading, empty or failing', () => {
  it('shows Loading... until the adverts arrive', async () => {
    const list = heldBack(onePage);
    await openMyAdverts(list.handler);
    await expectLoadingUntilReleased(list.release, 'Garden flat');
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
  });

  it('says there is no advert yet, with a way to post one', async () => {
    await openMyAdverts({ body: advertPage([], { size: 3 }) });
    const empty = (await screen.findByText('You have not posted an advert yet.')).parentElement!;
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'NEW ADVERT' })).toHaveAttribute(
      'href',
      '/dashboard/add-new-advert',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry when the list fails, then the list", async () => {
    const { user } = await openMyAdverts(failingFirst(onePage));
    await expectErrorThenRetry(user, 'Garden flat');
    expect(screen.queryByText('Total: 0')).not.toBeInTheDocument();
  });
});

describe("the owner's editor while loading or failing", () => {
  const detail: MockReply = {
    body: makeAdvertDetail({ id: flat.id, slug: flat.slug, title: 'Garden flat' }),
  };
  const openEditor = async (reply: Parameters<typeof mockApi>[0][string]) => {
    mockApi({
      ...ADVERT_FORM_LOOKUPS,
      'GET /adverts/auth': onePage,
      [`GET /adverts/custom/${flat.id}`]: reply,
      [`GET /adverts/custom/${flat.id}/revision`]: { body: { revision: null } },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const view = renderWithRouter(<MyAdverts />, { path: '/dashboard/my-adverts' });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Garden flat' }));
    return view;
  };

  it('shows that the advert is loading, then the editor', async () => {
    const held = heldBack(detail);
    await openEditor(held.handler);
    await expectLoadingUntilReleased(held.release, 'Current Status', 'Loading the advert…');
    expect(screen.getByRole('form', { name: 'Advert editor' })).toBeInTheDocument();
  });

  it("shows the server's message with Retry when the advert cannot be read", async () => {
    const { user } = await openEditor(failingFirst(detail));
    await expectErrorThenRetry(user, 'Current Status');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../../test/page-states';
import { logInAs, renderWithRouter } from '../../../test/render';
import { advertPage, makeAdvert } from '../../adverts/testing/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../owner-adverts/testing/owner-advert-lookups';
import { makeAdminDetail } from '../testing/moderation-fixtures';
import { ModerationPage } from './moderation-page';

const villa = makeAdvert({ title: 'Sea villa', status: 'PENDING' });
const onePage: MockReply = { body: advertPage([villa], { size: 3 }) };

async function openModeration(handlers: Parameters<typeof mockApi>[0], url = '/dashboard/adverts') {
  mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /tourRequest/admin': { body: advertPage([]) },
    ...handlers,
  });
  await logInAs(userWithRole('MANAGER'));
  return renderWithRouter(<ModerationPage />, {
    path: '/dashboard/adverts',
    initialEntries: [url],
  });
}

describe('the adverts back office while loading, empty or failing', () => {
  it('shows Loading... until the adverts arrive', async () => {
    const list = heldBack(onePage);
    await openModeration({ 'GET /adverts': list.handler });
    await expectLoadingUntilReleased(list.release, 'Sea villa');
  });

  it('says so when no advert matches, with a total of 0', async () => {
    await openModeration({ 'GET /adverts': { body: advertPage([], { size: 3 }) } });
    expect(await screen.findByText('No adverts match this search.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry when the list fails, then the list", async () => {
    const { user } = await openModeration({ 'GET /adverts': failingFirst(onePage) });
    await expectErrorThenRetry(user, 'Sea villa');
  });
});

describe('the admin advert editor while loading or failing', () => {
  const detail = { body: makeAdminDetail(41, 'PENDING') };
  const editing = '/dashboard/adverts?edit=41';

  it('shows that the advert is loading, then the editor', async () => {
    const advert = heldBack(detail);
    await openModeration(
      { 'GET /adverts': onePage, 'GET /adverts/admin/41': advert.handler },
      editing,
    );
    await expectLoadingUntilReleased(advert.release, 'Current Status', 'Loading the advert…');
    expect(screen.getByLabelText('Title')).toHaveValue('Advert 41');
  });

  it("shows the server's message with Retry when the advert cannot be read", async () => {
    const { user } = await openModeration(
      { 'GET /adverts': onePage, 'GET /adverts/admin/41': failingFirst(detail) },
      editing,
    );
    await expectErrorThenRetry(user, 'Current Status');
  });
});

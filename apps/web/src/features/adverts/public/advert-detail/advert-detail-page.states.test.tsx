import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../../../test/api-mock';
import {
  expectErrorThenRetry,
  expectLoadingUntilReleased,
  failingFirst,
  heldBack,
} from '../../../../test/page-states';
import { renderWithRouter } from '../../../../test/render';
import { makeAdvertDetail } from '../../../../test/advert-detail-fixtures';
import { AdvertDetailPage } from './advert-detail-page';

const SLUG = 'sunny-flat-in-kadikoy';
const TITLE = 'Sunny flat in Kadıköy';
const detail: MockReply = { body: makeAdvertDetail() };

function openAdvert(reply: Parameters<typeof mockApi>[0][string]) {
  mockApi({ [`GET /adverts/${SLUG}`]: reply });
  return renderWithRouter(<AdvertDetailPage />, {
    path: '/property/:slug',
    initialEntries: [`/property/${SLUG}`],
  });
}

describe('the advert page while loading, without pictures or failing', () => {
  it('shows the busy outline of the page until the advert arrives', async () => {
    const advert = heldBack(detail);
    openAdvert(advert.handler);
    expect(await screen.findByText('Loading the property…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expectLoadingUntilReleased(advert.release, TITLE, 'Loading the property…');
  });

  it('says there are no pictures yet for an advert without any', async () => {
    openAdvert({ body: makeAdvertDetail({}, []) });
    expect(await screen.findByText('No pictures of this property yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
  });

  it("shows the server's message with Retry under a heading, then the advert", async () => {
    const { user } = openAdvert(failingFirst(detail));
    expect(
      await screen.findByRole('heading', { name: 'This property could not be loaded' }),
    ).toBeInTheDocument();
    await expectErrorThenRetry(user, TITLE);
    expect(
      screen.queryByRole('heading', { name: 'This property could not be loaded' }),
    ).not.toBeInTheDocument();
  });
});

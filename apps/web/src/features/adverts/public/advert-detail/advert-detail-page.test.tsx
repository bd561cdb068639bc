import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { makeAdvert, makeAdvertDetail } from '../../../../test/advert-detail-fixtures';
import { chooseLanguage } from '../../../../i18n';
import { AdvertDetailPage } from './advert-detail-page';

const SLUG = 'sunny-flat-in-kadikoy';
const renderPage = (slug = SLUG) =>
  renderWithRouter(<AdvertDetailPage />, {
    path: '/property/:slug',
    initialEntries: [`/property/${slug}`],
  });

/** The value shown beside a fact's name in Property Details. */
function fact(name: string) {
  const details = screen.getByRole('region', { name: 'Property Details' });
  return within(details).getByText(name).nextElementSibling?.textContent;
}

describe('AdvertDetailPage', () => {
  it('shows the title, price, real facts, category values and location', async () => {
    mockApi({ [`GET /adverts/${SLUG}`]: { body: makeAdvertDetail() } });
    renderPage();
    expect(screen.getByText('Loading the property…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunny flat in Kadıköy' }),
    ).toBeInTheDocument();
    // The sections under the picture render right after it.
    await screen.findByRole('region', { name: 'Property Details' });
    expect(fact('Type')).toBe('Sale');
    expect(fact('Category')).toBe('Apartment');
    expect(fact('Price')).toBe('$1,250,000.00');
    expect(fact('Published')).toBe('2025-03-09');
    expect(fact('Views')).toBe('1,234');
    expect(fact('Bedrooms')).toBe('3');
    expect(fact('Floor')).toBe('4th');

    const location = screen.getByRole('region', { name: 'Location' });
    for (const text of ['Türkiye', 'İstanbul', 'Kadıköy', 'Moda Cad. 12']) {
      expect(within(location).getByText(text)).toBeInTheDocument();
    }
    expect(within(location).getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Kad%C4%B1k%C3%B6y%2C%20%C4%B0stanbul%2C%20T%C3%BCrkiye',
    );
    expect(screen.getByText(/Close to the ferry/)).toBeInTheDocument();
    // The tour form is a chunk of its own: it follows the picture and the facts.
    expect(await screen.findByRole('heading', { name: 'Schedule a tour' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Sunny flat in Kadıköy \|/));
  });

  it('shows the gallery with the featured picture first and its thumbnails', async () => {
    mockApi({ [`GET /adverts/${SLUG}`]: { body: makeAdvertDetail() } });
    const { user } = renderPage();
    const image = await screen.findByRole('img', { name: 'Sunny flat in Kadıköy, picture 1 of 3' });
    expect(image).toHaveAttribute('src', '/api/images/file/adverts/41/p0-gallery.webp');
    expect(image.getAttribute('srcset')).toContain('p0-card.webp 480w');
    await user.click(screen.getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(screen.getByRole('img', { name: /picture 3 of 3/ })).toHaveAttribute(
      'src',
      '/api/images/file/adverts/41/p2-gallery.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('img', { name: /picture 1 of 3/ })).toBeInTheDocument();
    screen.getByRole('group', { name: /Picture 1 of 3/ }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: /picture 3 of 3/ })).toBeInTheDocument();
  });

  it("sends the token, so a logged-in user's favourite shows as pressed", async () => {
    await logInAs(userWithRole('CUSTOMER'), 'tok-5');
    const api = mockApi({ [`GET /adverts/${SLUG}`]: { body: makeAdvertDetail({ favory: true }) } });
    renderPage();
    const heart = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo(`GET /adverts/${SLUG}`)[0]?.headers.authorization).toBe('tok-5');
  });

  it('shows the similar homes its answer brings, without asking again', async () => {
    const near = makeAdvert({ id: 77, title: 'Twin flat next door', slug: 'twin-flat' });
    const api = mockApi({
      [`GET /adverts/${SLUG}`]: { body: { ...makeAdvertDetail(), similar: [near] } },
    });
    renderPage();
    const row = await screen.findByRole('list', { name: 'Similar homes' });
    expect(within(row).getByText('Twin flat next door')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.includes('/similar/'))).toHaveLength(0);
  });

  it('shows the not-found page for an unknown slug', async () => {
    mockApi({ 'GET /adverts/nope': apiError(404, 'Advert not found') });
    renderPage('nope');
    expect(await screen.findByText("Oops! It looks like you're lost")).toBeInTheDocument();
  });

  it("replaces an old slug in the address with the advert's current one", async () => {
    mockApi({ 'GET /adverts/old-name': { body: makeAdvertDetail() } });
    renderPage('old-name');
    await screen.findByRole('heading', { level: 1, name: 'Sunny flat in Kadıköy' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/property/${SLUG}`),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sunny flat in Kadıköy');
  });

  it("shows the server's message when the advert cannot be loaded", async () => {
    mockApi({ [`GET /adverts/${SLUG}`]: apiError(400, 'slug is too long') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('slug is too long');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('AdvertDetailPage in Turkish', () => {
  it('shows its sections, facts and location in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({ [`GET /adverts/${SLUG}`]: { body: makeAdvertDetail() } });
    renderPage();
    const details = await screen.findByRole('region', { name: 'İlan Detayları' });
    expect(within(details).getByText('Görüntülenme').nextElementSibling).toHaveTextContent('1.234');
    expect(within(details).getByText('Fiyat').nextElementSibling).toHaveTextContent('1.250.000 $');
    expect(within(details).getByText('İlan tarihi').nextElementSibling).toHaveTextContent(
      '9 Mart 2025',
    );
    const location = screen.getByRole('region', { name: 'Konum' });
    expect(within(location).getByText('İlçe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfa' })).toBeInTheDocument();
  });
});

import type { AgencyPage as AgencyPageData } from '@estate/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { mockApi } from '../../test/api-mock';
import { advertPage, makeAdverts } from '../../test/advert-factory';
import { renderWithRouter } from '../../test/render';
import { setScreenWidth } from '../../test/screen-width';
import AgencyPage from './agency-page';

const agency = (over: Partial<AgencyPageData> = {}): AgencyPageData => ({
  id: 4,
  slug: 'moda-emlak',
  name: 'Moda Emlak',
  logo: null,
  verified: true,
  address: 'Moda Caddesi 42',
  country: { id: 1, name: 'Türkiye' },
  city: { id: 34, name: 'İstanbul' },
  district: { id: 7, name: 'Kadıköy' },
  point: { latitude: 40.98, longitude: 29.02 },
  phone: '+902163450102',
  email: 'ofis@modaemlak.example.com',
  licenceNumber: 'TR-34-0001234',
  liveAdverts: 8,
  agents: [
    { name: 'Selin Y.', initials: 'SY', photo: null, role: 'OWNER' },
    { name: 'James C.', initials: 'JC', photo: null, role: 'AGENT' },
  ],
  replyTime: 'HOURS',
  ...over,
});

function open(
  page: { status?: number; body: unknown } = { body: agency() },
  entry = '/agency/moda-emlak',
) {
  const api = mockApi({
    'GET /agencies/by-slug/moda-emlak/page': page,
    'GET /adverts': { body: advertPage(makeAdverts(8), { totalElements: 8 }) },
    'GET /advert-types': { body: [{ id: 1, title: 'Sale' }] },
    'GET /categories': {
      body: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 100 },
    },
    'GET /countries': { body: [{ id: 1, name: 'Türkiye' }] },
  });
  const view = renderWithRouter(<AgencyPage />, { path: '/agency/:slug', initialEntries: [entry] });
  const listQueries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/adverts')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...view, api, listQueries };
}

describe('AgencyPage', () => {
  it("shows the agency's card: initials, badge, office, phone, e-mail, licence, reply time, agents", async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moda Emlak' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ME')).toBeInTheDocument();
    expect(screen.getByText('Verified agency')).toBeInTheDocument();
    expect(
      screen.getByText('8 live adverts · Usually replies within a few hours'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Moda Caddesi 42/)).toHaveTextContent(
      'Moda Caddesi 42Kadıköy, İstanbul',
    );
    expect(screen.getByRole('link', { name: /\+90/ })).toHaveAttribute('href', 'tel:+902163450102');
    expect(screen.getByRole('link', { name: 'ofis@modaemlak.example.com' })).toHaveAttribute(
      'href',
      'mailto:ofis@modaemlak.example.com',
    );
    expect(screen.getByText('TR-34-0001234')).toBeInTheDocument();
    expect(screen.getByText('Selin Y.')).toBeInTheDocument();
    expect(screen.getByText('Agent')).toBeInTheDocument();
  });

  it("lists the agency's adverts with the list's search, and keeps the filters on its own address", async () => {
    setScreenWidth(1024);
    const { user, listQueries, router } = open();
    expect(await screen.findByRole('heading', { name: '8 properties' })).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({
      page: '0',
      size: '10',
      sort: 'title',
      type: 'DESC',
      status: '1',
      agency: 'moda-emlak',
    });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest first');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=createAt-desc'));
    expect(router.state.location.pathname).toBe('/agency/moda-emlak');
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual(
        expect.objectContaining({ sort: 'createAt', agency: 'moda-emlak' }),
      ),
    );
    expect(screen.queryByRole('button', { name: /Save this search/ })).not.toBeInTheDocument();
  });

  it('says nothing of a badge or reply time the agency does not have', async () => {
    open({ body: agency({ verified: false, replyTime: null, liveAdverts: 1 }) });
    expect(await screen.findByText('1 live advert')).toBeInTheDocument();
    expect(screen.queryByText('Verified agency')).not.toBeInTheDocument();
  });

  it('shows its not-found page for a closed or unknown agency', async () => {
    open({ status: 404, body: { status: 404, message: 'This agency does not exist.' } });
    expect(await screen.findByRole('heading', { name: 'Agency not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  it('speaks Turkish', async () => {
    await chooseLanguage('tr');
    open();
    expect(await screen.findByText('Doğrulanmış ofis')).toBeInTheDocument();
    expect(
      screen.getByText('8 yayında ilan · Genellikle birkaç saat içinde yanıt verir'),
    ).toBeInTheDocument();
    expect(screen.getByText('Yetki belgesi numarası')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { deferredReply, mockApi, type MockReply } from '../../test/api-mock';
import { userWithRole } from '../../test/factories';
import { logInAs, renderWithRouter } from '../../test/render';
import { setScreenWidth } from '../../test/screen-width';
import { advertPage, makeAdverts, makeAdvert } from '../../test/advert-factory';
import PropertiesPage from './properties-page';

const LOOKUPS = {
  'GET /advert-types': {
    body: [
      { id: 1, title: 'Sale' },
      { id: 2, title: 'Rent' },
    ],
  },
  'GET /categories': {
    body: {
      content: [
        {
          id: 2,
          title: 'Apartment',
          slug: 'apartments',
          icon: 'building',
          seq: 2,
          isActive: true,
          properties: [],
        },
        {
          id: 4,
          title: 'Villa',
          slug: 'villas',
          icon: 'house-heart',
          seq: 4,
          isActive: true,
          properties: [],
        },
      ],
      totalElements: 2,
      totalPages: 1,
      number: 0,
      size: 100,
    },
  },
  'GET /countries': { body: [{ id: 6, name: 'Spain' }] },
  'GET /cities/6': { body: [{ id: 25, name: 'Barcelona' }] },
  'GET /districts/25': { body: [{ id: 90, name: 'Sarrià' }] },
};

/** 23 adverts, 10 a page. */
const pages = (query: URLSearchParams): MockReply => {
  const page = Number(query.get('page'));
  const all = 23;
  const count = Math.max(0, Math.min(10, all - page * 10));
  return { body: advertPage(makeAdverts(count), { number: page, size: 10, totalElements: all }) };
};

function open(
  entry: string | { pathname: string; state?: unknown },
  search: (query: URLSearchParams) => MockReply | Promise<MockReply> = pages,
) {
  const api = mockApi({
    ...LOOKUPS,
    'GET /adverts': () => search(queries().at(-1)!),
  });
  const queries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/adverts')
      .map((url) => url.searchParams);
  const view = renderWithRouter(<PropertiesPage />, {
    path: '/properties/*',
    initialEntries: [entry],
    routes: [
      { path: '/properties/:advertTypeId/:categoryId/:searchText', element: <PropertiesPage /> },
    ],
  });
  const lastQuery = () => Object.fromEntries(queries().at(-1)!);
  const location = () => view.router.state.location;
  const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
  return { ...view, api, queries, lastQuery, location, select };
}

describe('PropertiesPage', () => {
  it('lists page 0 of 10 by title DESC with status 1, showing the count and the pager', async () => {
    const { lastQuery } = open('/properties');
    expect(await screen.findByRole('heading', { name: '23 properties' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({
      page: '0',
      size: '10',
      sort: 'title',
      type: 'DESC',
      status: '1',
    });
    expect(
      within(screen.getByRole('list', { name: 'Properties' })).getAllByRole('article'),
    ).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'Property pages' })).toHaveTextContent('1 / 3');
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
  });

  it('starts from the home search path and shows its values in the panel', async () => {
    const { lastQuery, select } = open('/properties/1/4/sea%20view');
    await screen.findByRole('heading', { name: '23 properties' });
    expect(lastQuery()).toEqual(
      expect.objectContaining({ advert_type_id: '1', categoryid: '4', q: 'sea view' }),
    );
    await waitFor(() => expect(select('Category').value).toBe('4'));
    expect(select('Advert type').value).toBe('1');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('sea view');
  });

  it('reads the navigation state when the path carries no filters', async () => {
    const { lastQuery } = open({
      pathname: '/properties',
      state: { advertTypeId: 2, categoryId: 2, searchText: 'loft' },
    });
    await screen.findByRole('heading', { name: '23 properties' });
    expect(lastQuery()).toEqual(
      expect.objectContaining({ advert_type_id: '2', categoryid: '2', q: 'loft' }),
    );
  });

  it('pages with next, last and first, keeping the filters in the URL', async () => {
    const { user, lastQuery, location } = open('/properties/1/0/all');
    await screen.findByRole('heading', { name: '23 properties' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery().page).toBe('1'));
    expect(location().pathname).toBe('/properties');
    expect(location().search).toBe('?advertType=1&page=1');
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastQuery().page).toBe('2'));
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(lastQuery().advert_type_id).toBe('1');

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(lastQuery().page).toBe('0'));
    expect(location().search).toBe('?advertType=1');
  });

  it('applies the filters, back to page 0, and writes them to the URL', async () => {
    const { user, lastQuery, location, select } = open('/properties?page=2');
    await screen.findByRole('heading', { name: '23 properties' });
    await screen.findByRole('option', { name: 'Spain' });
    await user.selectOptions(select('Country'), 'Spain');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), '25');
    await screen.findByRole('option', { name: 'Sarrià' });
    await user.type(screen.getByLabelText('Max price'), '900000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location().search).toBe('?maxPrice=900000&country=6&city=25'));
    await waitFor(() =>
      expect(lastQuery()).toEqual(
        expect.objectContaining({ page: '0', price_end: '900000', country: '6', city: '25' }),
      ),
    );
  });

  it('keeps the filters behind the Filter button on a phone, in a sheet that applies them', async () => {
    setScreenWidth(390);
    const { user, location, select } = open('/properties');
    await screen.findByRole('heading', { name: '23 properties' });
    expect(screen.queryByRole('button', { name: 'Apply filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filter' }));
    await sheet.findByRole('option', { name: 'Spain' });
    await user.selectOptions(select('Country'), 'Spain');
    await user.click(sheet.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location().search).toBe('?country=6'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Filter 1/ })).toBeInTheDocument();
  });

  it('sorts by the chosen order from page 0', async () => {
    const { user, lastQuery, location } = open('/properties?page=1');
    await screen.findByRole('heading', { name: '23 properties' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() =>
      expect(lastQuery()).toEqual(
        expect.objectContaining({ sort: 'price', type: 'ASC', page: '0' }),
      ),
    );
    expect(location().search).toBe('?sort=price-asc');
  });

  it('says so when nothing matches and resets the filters', async () => {
    const { user, location } = open('/properties?q=nothing', (query) =>
      query.get('q') ? { body: advertPage([], { totalElements: 0 }) } : pages(query),
    );
    expect(await screen.findByText('No properties match your search.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 properties' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Property pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('heading', { name: '23 properties' })).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it("completes a city link's country from the results, so the panel shows the city", async () => {
    const barcelona = () =>
      makeAdvert({ country: { id: 6, name: 'Spain' }, city: { id: 25, name: 'Barcelona' } });
    const { location, select } = open('/properties?city=25', () => ({
      body: advertPage([barcelona(), barcelona()]),
    }));
    await waitFor(() => expect(location().search).toBe('?country=6&city=25'));
    await waitFor(() => expect(select('City').value).toBe('25'));
    expect(select('Country').value).toBe('6');
  });

  it('gives visitors no status filter and always asks for status 1', async () => {
    const { lastQuery } = open('/properties?status=all');
    await screen.findByRole('heading', { name: '23 properties' });
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(lastQuery().status).toBe('1');
  });

  it('lets staff list every status', async () => {
    await logInAs(userWithRole('MANAGER'));
    const { lastQuery, select } = open('/properties?status=all');
    await screen.findByRole('heading', { name: '23 properties' });
    expect(lastQuery().status).toBeUndefined();
    expect(select('Status').value).toBe('all');
  });

  it("never shows the previous search's total while a new one loads, but keeps it while paging", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, location } = open('/properties', async (query) => {
      if (query.get('q')) {
        await gate;
        return { body: advertPage(makeAdverts(2), { totalElements: 2 }) };
      }
      return pages(query);
    });
    await screen.findByRole('heading', { name: '23 properties' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location().search).toBe('?page=1'));
    expect(screen.getByRole('heading', { name: '23 properties' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'loft');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location().search).toBe('?q=loft'));
    expect(await screen.findByRole('heading', { name: 'Loading properties…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '23 properties' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: '2 properties' })).toBeInTheDocument();
  });

  it('says it is loading, with no count and no error, until the first answer', async () => {
    const first = deferredReply({});
    open('/properties', async (query) => (await first.handler(), pages(query)));
    expect(await screen.findByRole('heading', { name: 'Loading properties…' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.release();
    expect(await screen.findByRole('heading', { name: '23 properties' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Loading properties…' })).not.toBeInTheDocument();
  });

  it('shows a failed search as an error with Retry, not "Loading" beside it', async () => {
    let fail = true;
    const { user } = open('/properties', (query) =>
      fail
        ? {
            status: 500,
            body: {
              statusCode: 500,
              error: 'Internal Server Error',
              message: 'Internal Server Error',
            },
          }
        : pages(query),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    // The map beside the list asks for its own answer once it is drawn; that fails too.
    await waitFor(() => expect(screen.queryByText(/Loading/)).not.toBeInTheDocument());
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Properties could not be loaded' }),
    ).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '23 properties' })).toBeInTheDocument();
  });
});

describe('PropertiesPage in Turkish', () => {
  it('shows its own texts, and the cards, in Turkish', async () => {
    await chooseLanguage('tr');
    open('/properties');
    expect(await screen.findByRole('heading', { level: 1, name: 'İlanlar' })).toBeInTheDocument();
    expect(screen.getByText('Satılık ve kiralık evler, ofisler ve arsalar.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Filtrele' })).toBeInTheDocument();
    expect(await screen.findAllByRole('list', { name: 'Tür ve kategori' })).toHaveLength(10);
  });

  it('shows the filter panel, sort, pager and view switch in Turkish', async () => {
    await chooseLanguage('tr');
    // Below xl, where the switch stays (the map is beside the list from 1200 px).
    setScreenWidth(1024);
    open('/properties');
    expect(await screen.findByRole('button', { name: /Filtreleri uygula/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtreleri temizle' })).toBeInTheDocument();
    expect(screen.getByLabelText('İlan türü')).toBeInTheDocument();
    expect(screen.getByLabelText('Sırala')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Fiyat: düşükten yükseğe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liste' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bu aramayı kaydet/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sonraki sayfa' })).toBeInTheDocument();
  });
});

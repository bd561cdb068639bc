import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { chooseLanguage } from '../../../i18n';
import { logInAs, renderWithRouter } from '../../../test/render';
import { LoginForm } from '../../auth';
import { NOT_SAVED_PARAMETERS } from '@estate/contracts';
import { SaveSearchButton } from './save-search-button';
import { SAVED_MESSAGE } from './save-search-form';
import { LEFT_OUT_PARAMETERS } from '../lib/saved-filters';
import { DELETE_QUESTION, SavedSearchesPage } from './saved-searches-page';
import { describeFilters } from '../lib/filter-summary';

const lookups = {
  'GET /categories': { body: { content: [{ id: 2, title: 'House', seq: 1 }] } },
  'GET /advert-types': { body: [{ id: 1, title: 'Sale' }] },
  'GET /countries': { body: [{ id: 1, name: 'Türkiye' }] },
  'GET /cities/1': { body: [{ id: 5, name: 'İstanbul' }] },
  'GET /districts/5': { body: [{ id: 9, name: 'Kadıköy' }] },
};
const filters = {
  q: 'sea view',
  categoryid: '2',
  advert_type_id: '1',
  country: '1',
  city: '5',
  district: '9',
  price_end: '300000',
};
const saved = (fields: object = {}) => ({
  id: 4,
  name: 'Sea view houses',
  filters,
  alert: 'INSTANT',
  createAt: '2026-11-20T10:00:00.000Z',
  lastSentAt: null,
  ...fields,
});

describe('SaveSearchButton', () => {
  it('sends a visitor to login, who comes back to the same search with the dialog open', async () => {
    const account = userWithRole('CUSTOMER');
    const api = mockApi({
      ...lookups,
      'POST /auth/login': { body: { user: account, token: 't' } },
    });
    const { user, router } = renderWithRouter(<SaveSearchButton filters={filters} />, {
      path: '/properties',
      initialEntries: ['/properties?q=sea+view&category=2'],
      routes: [{ path: '/login', element: <LoginForm /> }],
    });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'Admin1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
    expect(router.state.location.search).toBe('?q=sea+view&category=2');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save search' })).toBeInTheDocument();
    // The mark that opened it is spent: the address is the search's alone.
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(api.callsTo('POST /savedSearches')).toHaveLength(0);
  });

  it('lets a member name the search and pick the alert', async () => {
    await logInAs(userWithRole('CUSTOMER'), 'tok-9');
    const api = mockApi({ ...lookups, 'POST /savedSearches': { status: 201, body: saved() } });
    const { user } = renderWithRouter(<SaveSearchButton filters={filters} />);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        '“sea view” · House · Sale · Kadıköy, İstanbul, Türkiye · Up to $300,000.00',
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Sea view houses');
    await user.click(within(dialog).getByLabelText(/^Daily/));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    const [call] = api.callsTo('POST /savedSearches');
    expect(call!.body).toEqual({ name: 'Sea view houses', filters, alert: 'DAILY' });
    expect(call!.headers.authorization).toBe('tok-9');
  });

  it('shows why a save was refused (the limit of twenty)', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({ ...lookups, 'POST /savedSearches': apiError(400, 'You can keep at most 20.') });
    const { user } = renderWithRouter(<SaveSearchButton filters={{}} />);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can keep at most 20.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('SavedSearchesPage', () => {
  it('lists each search with a readable summary and a link that opens it', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({ ...lookups, 'GET /savedSearches': { body: [saved()] } });
    renderWithRouter(<SavedSearchesPage />);
    expect(await screen.findByRole('heading', { name: 'Sea view houses' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        '“sea view” · House · Sale · Kadıköy, İstanbul, Türkiye · Up to $300,000.00',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/properties?q=sea+view&category=2&advertType=1&country=1&city=5&district=9&maxPrice=300000',
    );
    expect(screen.getByLabelText('E-mail alerts')).toHaveValue('INSTANT');
  });

  it('renames and changes the alert', async () => {
    await logInAs(userWithRole('MANAGER'));
    const api = mockApi({
      ...lookups,
      'GET /savedSearches': { body: [saved()] },
      'PUT /savedSearches/4': { body: saved({ name: 'Renamed' }) },
    });
    const { user } = renderWithRouter(<SavedSearchesPage />);
    await user.selectOptions(await screen.findByLabelText('E-mail alerts'), 'DAILY');
    await waitFor(() => expect(api.callsTo('PUT /savedSearches/4')).toHaveLength(1));
    expect(api.callsTo('PUT /savedSearches/4')[0]!.body).toEqual({ alert: 'DAILY' });

    await user.click(screen.getByRole('button', { name: 'Rename Sea view houses' }));
    const input = await screen.findByLabelText('New name of the search');
    await user.clear(input);
    await user.type(input, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.callsTo('PUT /savedSearches/4')).toHaveLength(2));
    expect(api.callsTo('PUT /savedSearches/4')[1]!.body).toEqual({ name: 'Renamed' });
  });

  it('asks before deleting, and deletes nothing when cancelled', async () => {
    await logInAs(userWithRole('ADMIN'));
    const api = mockApi({
      ...lookups,
      'GET /savedSearches': { body: [saved()] },
      'DELETE /savedSearches/4': { body: { message: 'The saved search was deleted.' } },
    });
    const { user } = renderWithRouter(<SavedSearchesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Sea view houses' }));
    expect(await screen.findByText(DELETE_QUESTION)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /savedSearches/4')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Sea view houses' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The saved search was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /savedSearches/4')).toHaveLength(1);
  });

  it('shows an empty state that leads to the search', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({ 'GET /savedSearches': { body: [] } });
    renderWithRouter(<SavedSearchesPage />);
    expect(await screen.findByText('You have no saved searches yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });
});

describe('SavedSearchesPage in Turkish', () => {
  it('shows its title, alert choices and actions in Turkish', async () => {
    await chooseLanguage('tr');
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({ ...lookups, 'GET /savedSearches': { body: [saved()] } });
    const { user } = renderWithRouter(<SavedSearchesPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kayıtlı Aramalar' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Aç' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Günlük' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta bildirimleri')).toHaveValue('INSTANT');
    await user.click(screen.getByRole('button', { name: 'Sil Sea view houses' }));
    expect(await screen.findByText('Bu kayıtlı arama silinsin mi?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
  });
});

describe('describeFilters', () => {
  it('names the map area and shows filters it does not know as they are', () => {
    expect(
      describeFilters({ bbox: '28.9,40.9,29.1,41.1', 'filter[12]': '3..', currency: 'EUR' }, {}),
    ).toEqual(['Prices in EUR', 'Within the map area', 'filter[12]: 3..']);
    expect(describeFilters({}, {})).toEqual(['All properties']);
  });

  it('names typed filters by their key, with the unit of measures', () => {
    const key = { type: 'number' as const, choices: [], min: null, max: null };
    const properties = [
      { ...key, id: 12, name: 'Bedrooms', unit: 'rooms' },
      { ...key, id: 13, name: 'Area', unit: 'm²' },
      { ...key, id: 14, name: 'Garden', type: 'boolean' as const, unit: null },
    ];
    const filters = {
      'filter[12]': '3..',
      'filter[13]': '80..1200',
      'filter[14]': 'yes',
      'filter[99]': '2',
    };
    expect(describeFilters(filters, { properties })).toEqual([
      'Bedrooms: 3 or more',
      'Area: 80–1,200 m²',
      'Garden: yes',
      'filter[99]: 2',
    ]);
    expect(describeFilters({ 'filter[13]': '..120' }, { properties })).toContain(
      'Area: up to 120 m²',
    );
  });
});

describe('the filters a save leaves out', () => {
  it('are the contract’s NOT_SAVED_PARAMETERS', () => {
    expect([...LEFT_OUT_PARAMETERS].sort()).toEqual([...NOT_SAVED_PARAMETERS].sort());
  });
});

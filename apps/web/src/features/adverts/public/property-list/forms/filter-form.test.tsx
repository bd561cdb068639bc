import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../../../test/api-mock';
import { renderWithRouter } from '../../../../../test/render';
import { type AdvertFilters } from '../../../shared';
import { FilterForm } from './filter-form';

const COUNTRIES = [
  { id: 1, name: 'Türkiye' },
  { id: 6, name: 'Spain' },
];
const CITIES: Record<string, { id: number; name: string }[]> = {
  1: [
    { id: 1, name: 'İstanbul' },
    { id: 2, name: 'Ankara' },
  ],
  6: [{ id: 25, name: 'Barcelona' }],
};
const DISTRICTS: Record<string, { id: number; name: string }[]> = {
  1: [
    { id: 1, name: 'Beşiktaş' },
    { id: 2, name: 'Kadıköy' },
  ],
  25: [{ id: 90, name: 'Sarrià' }],
};

function setup(initial: AdvertFilters = {}, showStatus = false) {
  const api = mockApi({
    'GET /advert-types': { body: [{ id: 1, title: 'Sale' }] },
    'GET /categories': {
      body: {
        content: [
          {
            id: 3,
            title: 'Villa',
            slug: 'villas',
            icon: 'house',
            seq: 1,
            isActive: true,
            properties: [],
          },
        ],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 100,
      },
    },
    'GET /countries': { body: COUNTRIES },
    ...Object.fromEntries(
      Object.entries(CITIES).map(([id, body]) => [`GET /cities/${id}`, { body }]),
    ),
    ...Object.fromEntries(
      Object.entries(DISTRICTS).map(([id, body]) => [`GET /districts/${id}`, { body }]),
    ),
  });
  const onApply = vi.fn();
  const onClear = vi.fn();
  const view = renderWithRouter(
    <FilterForm initial={initial} showStatus={showStatus} onApply={onApply} onClear={onClear} />,
  );
  const field = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
  const options = (name: string) =>
    within(field(name))
      .getAllByRole('option')
      .map((o) => o.textContent);
  return { ...view, api, onApply, onClear, field, options };
}

describe('FilterForm', () => {
  it('loads the countries and keeps city and district waiting for their parent', async () => {
    const { field, options, api } = setup();
    await waitFor(() => expect(options('Country')).toEqual(['Any country', 'Türkiye', 'Spain']));
    expect(field('City')).toBeDisabled();
    expect(options('City')).toEqual(['Choose a country first']);
    expect(field('District')).toBeDisabled();
    expect(api.calls.some((c) => c.path.startsWith('/cities'))).toBe(false);
  });

  it('loads the cities of the chosen country, then the districts of the chosen city', async () => {
    const { user, field, options, api } = setup();
    await screen.findByRole('option', { name: 'Spain' });
    await user.selectOptions(field('Country'), 'Türkiye');
    await waitFor(() => expect(options('City')).toEqual(['Any city', 'İstanbul', 'Ankara']));
    expect(api.callsTo('GET /cities/1')).toHaveLength(1);
    expect(field('District')).toBeDisabled();

    await user.selectOptions(field('City'), 'İstanbul');
    await waitFor(() =>
      expect(options('District')).toEqual(['Any district', 'Beşiktaş', 'Kadıköy']),
    );
    expect(api.callsTo('GET /districts/1')).toHaveLength(1);
  });

  it('clears city and district when the country changes, and the district when the city does', async () => {
    const { user, field, options } = setup();
    await screen.findByRole('option', { name: 'Spain' });
    await user.selectOptions(field('Country'), 'Türkiye');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), '1');
    await screen.findByRole('option', { name: 'Kadıköy' });
    await user.selectOptions(field('District'), 'Kadıköy');
    expect(field('District').value).toBe('2');

    await user.selectOptions(field('City'), 'Ankara');
    expect(field('District').value).toBe('');

    await user.selectOptions(field('Country'), 'Spain');
    expect(field('City').value).toBe('');
    expect(field('District').value).toBe('');
    expect(field('District')).toBeDisabled();
    await waitFor(() => expect(options('City')).toEqual(['Any city', 'Barcelona']));
  });

  it('starts from the filters in force, loading their cities and districts', async () => {
    const { field } = setup({ country: 6, city: 25, district: 90, q: 'loft', priceMin: 100 });
    await waitFor(() => expect(field('District').value).toBe('90'));
    expect(field('Country').value).toBe('6');
    expect(field('City').value).toBe('25');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('loft');
    expect((screen.getByLabelText('Min price') as HTMLInputElement).value).toBe('100');
  });

  it('applies every filter it holds', async () => {
    const { user, field, onApply } = setup();
    await screen.findByRole('option', { name: 'Spain' });
    await user.type(screen.getByLabelText('Search'), '  sea view ');
    await user.selectOptions(field('Advert type'), 'Sale');
    await user.selectOptions(field('Category'), 'Villa');
    await user.type(screen.getByLabelText('Min price'), '1000');
    await user.type(screen.getByLabelText('Max price'), '250000');
    await user.selectOptions(field('Country'), 'Spain');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), '25');
    await screen.findByRole('option', { name: 'Sarrià' });
    await user.selectOptions(field('District'), 'Sarrià');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({
      q: 'sea view',
      advertTypeId: 1,
      categoryId: 3,
      priceMin: 1000,
      priceMax: 250000,
      country: 6,
      city: 25,
      district: 90,
    });
  });

  it('refuses a max price below the min price', async () => {
    const { user, onApply } = setup();
    await user.type(screen.getByLabelText('Min price'), '500');
    await user.type(screen.getByLabelText('Max price'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('Max price must not be below min price')).toBeInTheDocument();
    expect(screen.getByLabelText('Max price')).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows the status select to staff only', async () => {
    setup();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('lets staff choose a status', async () => {
    const { user, field, onApply } = setup({}, true);
    expect(field('Status').value).toBe('1');
    await user.selectOptions(field('Status'), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ status: 0 });
  });

  it("shows a lookup's failure with a way to try again", async () => {
    mockApi({
      'GET /advert-types': { body: [] },
      'GET /categories': {
        body: { content: [], totalElements: 0, totalPages: 0, number: 0, size: 100 },
      },
      'GET /countries': apiError(503, 'The server is busy.'),
    });
    renderWithRouter(
      <FilterForm initial={{}} showStatus={false} onApply={vi.fn()} onClear={vi.fn()} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

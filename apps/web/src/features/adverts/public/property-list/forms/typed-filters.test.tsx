import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../../test/api-mock';
import { renderWithRouter } from '../../../../../test/render';
import { readListState, writeListState, type AdvertFilters } from '../../../shared';
import { FilterForm } from './filter-form';

const key = (id: number, name: string, type: string, unit: string | null = null) => ({
  id,
  name,
  type,
  unit,
  min: null,
  max: null,
  choices: [],
});
const category = (id: number, title: string) => ({
  id,
  title,
  slug: `${title.toLowerCase()}s`,
  icon: 'house',
  seq: id,
  isActive: true,
  properties: [],
});

function setup(initial: AdvertFilters = {}) {
  mockApi({
    'GET /advert-types': { body: [{ id: 1, title: 'Sale' }] },
    'GET /categories': {
      body: {
        content: [category(3, 'Villa'), category(4, 'Office')],
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 100,
      },
    },
    'GET /countries': { body: [] },
    'GET /propertieskey/getAllByCatgory/3': {
      body: [
        key(11, 'Bedrooms', 'number', 'rooms'),
        key(12, 'Area', 'number', 'm²'),
        key(13, 'Garden', 'boolean'),
        key(14, 'Note', 'text'),
      ],
    },
    'GET /propertieskey/getAllByCatgory/4': { body: [key(21, 'Desks', 'text')] },
  });
  const onApply = vi.fn();
  const view = renderWithRouter(
    <FilterForm initial={initial} showStatus={false} onApply={onApply} onClear={vi.fn()} />,
  );
  return { ...view, onApply };
}

describe('typed filters on the property list', () => {
  it('offers ranges for number keys and toggles for yes/no keys once a category is chosen', async () => {
    const { user, onApply } = setup();
    expect(screen.queryByText('Details')).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'Villa' }),
    );
    await user.type(await screen.findByLabelText('Bedrooms from'), '3');
    await user.type(screen.getByLabelText('Area from'), '80');
    await user.type(screen.getByLabelText('Area to'), '120');
    await user.click(screen.getByLabelText('Garden'));
    expect(screen.queryByLabelText('Note from')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Apply filters/ }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        categoryId: 3,
        properties: { 11: '3..', 12: '80..120', 13: 'yes' },
      }),
    );
  });

  it('clears them when the category changes', async () => {
    const { user, onApply } = setup({ categoryId: 3, properties: { 11: '3..5' } });
    expect(await screen.findByLabelText('Bedrooms from')).toHaveValue(3);
    expect(screen.getByLabelText('Bedrooms to')).toHaveValue(5);
    await user.selectOptions(screen.getByLabelText('Category'), 'Office');
    await user.click(screen.getByRole('button', { name: /Apply filters/ }));
    expect(onApply.mock.calls[0]![0]).toEqual({ categoryId: 4 });
  });

  it('compares prices in the chosen currency, kept in the URL', async () => {
    const { user, onApply } = setup();
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: /Apply filters/ }));
    expect(onApply).toHaveBeenCalledWith({ currency: 'EUR' });
    const query = writeListState({
      filters: { currency: 'EUR', priceMin: 100 },
      sort: { field: 'title', direction: 'DESC' },
      page: 0,
    });
    expect(query).toBe('?minPrice=100&currency=EUR');
    expect(readListState({}, new URLSearchParams('currency=JPY')).filters).toEqual({});
  });

  it('keeps them in the URL with their category only', () => {
    const query = writeListState({
      filters: { categoryId: 3, properties: { 11: '3..', 13: 'yes' } },
      sort: { field: 'title', direction: 'DESC' },
      page: 0,
    });
    expect(decodeURIComponent(query)).toBe('?category=3&filter[11]=3..&filter[13]=yes');
    const read = readListState({}, new URLSearchParams(query.slice(1)));
    expect(read.filters).toEqual({ categoryId: 3, properties: { 11: '3..', 13: 'yes' } });
    const orphan = readListState({}, new URLSearchParams('filter[11]=3..'));
    expect(orphan.filters).toEqual({});
  });
});

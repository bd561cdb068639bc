import type { ComparedAdvert } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdvert } from '../../../../test/advert-factory';
import { mockApi } from '../../../../test/api-mock';
import { renderWithRouter } from '../../../../test/render';
import { chooseLanguage } from '../../../../i18n';
import { ComparePage } from './compare-page';

const compared = (id: number, title: string, bedrooms: string): ComparedAdvert => ({
  advert: makeAdvert({ id, title, slug: `flat-${id}` }),
  values: [
    {
      id,
      keyId: 1,
      keyName: 'Bedrooms',
      value: bedrooms,
      categoryId: 2,
      type: 'number',
      unit: null,
    },
  ],
});

describe('ComparePage (docs/product.md#compare)', () => {
  it('shows the adverts of its address side by side and takes one out with Remove', async () => {
    const api = mockApi({
      'GET /adverts/compare': () => ({
        body: [compared(3, 'Garden flat', '2'), compared(9, 'Roof flat', '3')],
      }),
    });
    const { user } = renderWithRouter(<ComparePage />, {
      path: '/compare',
      initialEntries: ['/compare?ids=3,9'],
    });
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent('Garden flat');
    expect(table).toHaveTextContent('Roof flat');
    const bedrooms = within(table).getByRole('row', { name: /Bedrooms/ });
    expect(bedrooms).toHaveTextContent('Differs');
    expect(api.calls[0]!.path).toBe('/adverts/compare');

    await user.click(within(table).getByRole('button', { name: 'Remove Roof flat' }));
    await waitFor(() => expect(table).not.toHaveTextContent('Roof flat'));
    expect(table).toHaveTextContent('Garden flat');
  });

  it('says there is nothing to compare without ids', () => {
    mockApi({});
    renderWithRouter(<ComparePage />, { path: '/compare' });
    expect(screen.getByText(/Nothing to compare yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });
});

describe('ComparePage in Turkish', () => {
  it('shows its heading, rows and buttons in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({
      'GET /adverts/compare': () => ({
        body: [compared(3, 'Garden flat', '2'), compared(9, 'Roof flat', '3')],
      }),
    });
    renderWithRouter(<ComparePage />, { path: '/compare', initialEntries: ['/compare?ids=3,9'] });
    expect(await screen.findByRole('heading', { name: 'Karşılaştır' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /^Fiyat/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Kaldır/ })).toHaveLength(2);
  });
});

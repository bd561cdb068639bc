import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdvert } from '../../../../../test/advert-factory';
import { renderWithRouter } from '../../../../../test/render';
import { SimilarHomes } from './similar-homes';

describe('SimilarHomes (docs/product.md#similar-homes)', () => {
  it("shows the page's similar homes as a row of cards", () => {
    const homes = [makeAdvert({ title: 'Near twin' }), makeAdvert({ title: 'Other twin' })];
    renderWithRouter(<SimilarHomes homes={homes} />);
    const row = screen.getByRole('list', { name: 'Similar homes' });
    expect(within(row).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Similar homes' })).toBeInTheDocument();
  });

  it('shows nothing when there are none', () => {
    const { container } = renderWithRouter(<SimilarHomes homes={[]} />);
    expect(screen.queryByRole('heading', { name: 'Similar homes' })).not.toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
  });
});

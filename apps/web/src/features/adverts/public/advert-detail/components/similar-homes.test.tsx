import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdvert } from '../../../../../test/advert-factory';
import { renderWithRouter } from '../../../../../test/render';
import { distanceText, NearbyHomes, SimilarHomes } from './similar-homes';

const base = makeAdvert({
  districtName: 'Kadıköy',
  cityName: 'İstanbul',
  categoryName: 'Apartment',
});
const scope = (fields: Partial<Parameters<typeof SimilarHomes>[0]['scope']> = {}) => ({
  place: 'district' as const,
  pricePercent: 20,
  anyCategory: false,
  radiusKm: 25,
  ...fields,
});

describe('SimilarHomes (docs/product.md#similar-homes)', () => {
  it("shows the page's similar homes as a row of cards under a heading that names the place", () => {
    const homes = [makeAdvert({ title: 'Near twin' }), makeAdvert({ title: 'Other twin' })];
    renderWithRouter(<SimilarHomes homes={homes} scope={scope()} advert={base} />);
    const row = screen.getByRole('list', { name: 'Similar homes' });
    expect(within(row).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Similar homes in Kadıköy' })).toBeInTheDocument();
    expect(
      screen.getByText('Apartment · Sale · priced within 20 % of this one'),
    ).toBeInTheDocument();
  });

  it('says each widening step: the city, the distance, the wider price and any category', () => {
    const homes = [makeAdvert()];
    const { unmount } = renderWithRouter(
      <SimilarHomes homes={homes} scope={scope({ place: 'city' })} advert={base} />,
    );
    expect(screen.getByRole('heading', { name: 'Similar homes in İstanbul' })).toBeInTheDocument();
    unmount();
    renderWithRouter(
      <SimilarHomes
        homes={homes}
        scope={scope({ place: 'radius', pricePercent: 35, anyCategory: true })}
        advert={base}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Similar homes within 25 km' })).toBeInTheDocument();
    expect(
      screen.getByText('Any category · Sale · priced within 35 % of this one'),
    ).toBeInTheDocument();
  });

  it('shows nothing when there are none', () => {
    const { container } = renderWithRouter(<SimilarHomes homes={[]} scope={null} advert={base} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('NearbyHomes (docs/product.md#similar-homes)', () => {
  it('lists the nearby homes with how far each is, and nothing when there are none', () => {
    const homes = [
      { ...makeAdvert({ title: 'Next door' }), distanceMeters: 240 },
      { ...makeAdvert({ title: 'Down the road' }), distanceMeters: 3_450 },
    ];
    const { unmount } = renderWithRouter(<NearbyHomes homes={homes} />);
    const row = screen.getByRole('list', { name: 'Nearby homes' });
    const cards = within(row).getAllByRole('article');
    expect(within(cards[0]!).getByText('240 m away')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('3.5 km away')).toBeInTheDocument();
    unmount();
    renderWithRouter(<NearbyHomes homes={[]} />);
    expect(screen.queryByRole('list', { name: 'Nearby homes' })).not.toBeInTheDocument();
  });

  it('rounds distances as a reader says them', () => {
    expect(distanceText(4)).toBe('10 m');
    expect(distanceText(987)).toBe('990 m');
    expect(distanceText(12_400)).toBe('12 km');
  });
});

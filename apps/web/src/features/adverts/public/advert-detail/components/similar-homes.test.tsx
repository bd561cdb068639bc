import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdvert } from '../../../../../test/advert-factory';
import { mockApi } from '../../../../../test/api-mock';
import { renderWithRouter } from '../../../../../test/render';
import { SimilarHomes } from './similar-homes';

describe('SimilarHomes (docs/product.md#similar-homes)', () => {
  it('shows a row of cards for a published advert', async () => {
    const homes = [makeAdvert({ title: 'Near twin' }), makeAdvert({ title: 'Other twin' })];
    mockApi({ 'GET /adverts/similar/41': { body: homes } });
    renderWithRouter(<SimilarHomes advert={{ id: 41, status: 'ACTIVATED', isActive: true }} />);
    const row = await screen.findByRole('list', { name: 'Similar homes' });
    expect(within(row).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Similar homes' })).toBeInTheDocument();
  });

  it('asks nothing for an unpublished advert and shows nothing when there are none', async () => {
    const api = mockApi({ 'GET /adverts/similar/42': { body: [] } });
    const { container, unmount } = renderWithRouter(
      <SimilarHomes advert={{ id: 41, status: 'PENDING', isActive: true }} />,
    );
    expect(api.callsTo('GET /adverts/similar/41')).toHaveLength(0);
    unmount();
    renderWithRouter(<SimilarHomes advert={{ id: 42, status: 'ACTIVATED', isActive: true }} />);
    await expect.poll(() => api.callsTo('GET /adverts/similar/42').length).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Similar homes' })).not.toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
  });
});

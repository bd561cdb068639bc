import type { PendingRevision } from '@estate/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeImages } from '../../../../test/advert-detail-fixtures';
import { chooseLanguage } from '../../../../i18n';
import { RevisionChanges } from './revision-changes';

function makeRevision(overrides: Partial<PendingRevision> = {}): PendingRevision {
  return {
    submittedAt: '2026-11-30T09:45:00.000Z',
    changes: [
      { field: 'price', label: 'Price', before: '1,250,000 USD', after: '1,190,000 USD' },
      { field: 'property:5', label: 'Bedrooms', before: null, after: '3' },
      { field: 'location', label: 'Location', before: 'Moda Cad. 12', after: null },
    ],
    pictures: makeImages(1, 77),
    ...overrides,
  };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('RevisionChanges', () => {
  it('shows each changed field with the approved value beside the proposed one', () => {
    render(<RevisionChanges revision={makeRevision()} approvedPictures={makeImages(2)} />);
    expect(
      screen.getByRole('region', { name: 'Changes since the approved version' }),
    ).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Field', 'Approved', 'Proposed']);
    const price = within(rowOf('Price'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(price).toEqual(['1,250,000 USD', '1,190,000 USD']);
  });

  it('names a property by the label the server sends and marks a missing value with a dash', () => {
    render(<RevisionChanges revision={makeRevision()} approvedPictures={[]} />);
    const bedrooms = within(rowOf('Bedrooms'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(bedrooms).toEqual(['—', '3']);
    const location = within(rowOf('Location'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(location).toEqual(['Moda Cad. 12', '—']);
  });

  it('says when it was sent, as a machine-readable date', () => {
    render(<RevisionChanges revision={makeRevision()} approvedPictures={[]} />);
    const sent = screen.getByText('2026-11-30');
    expect(sent.tagName).toBe('TIME');
    expect(sent).toHaveAttribute('dateTime', '2026-11-30T09:45:00.000Z');
    expect(sent.parentElement).toHaveTextContent('Sent 2026-11-30');
  });

  it('says the text is unchanged when the edit only adds pictures', () => {
    render(
      <RevisionChanges revision={makeRevision({ changes: [] })} approvedPictures={makeImages(1)} />,
    );
    expect(screen.getByText('The text and details are unchanged.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('puts the approved pictures beside the new ones, each opening the full picture', () => {
    render(<RevisionChanges revision={makeRevision()} approvedPictures={makeImages(2)} />);
    const approved = screen.getByRole('region', { name: 'Approved pictures (2)' });
    expect(within(approved).getAllByRole('img')).toHaveLength(2);
    expect(within(approved).getByRole('img', { name: 'Approved picture 2' })).toHaveAttribute(
      'src',
      '/api/images/file/adverts/41/p1-thumb.webp',
    );
    const added = screen.getByRole('region', { name: 'New pictures (1)' });
    const link = within(added).getByRole('link', { name: 'New picture 1' });
    expect(link).toHaveAttribute('href', '/api/images/file/adverts/77/p0-gallery.webp');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps the picture proportions in the thumbnail size', () => {
    const [wide] = makeImages(1);
    render(
      <RevisionChanges
        revision={makeRevision({ pictures: [] })}
        approvedPictures={[{ ...wide!, width: 1600, height: 400 }]}
      />,
    );
    const thumb = screen.getByRole('img', { name: 'Approved picture 1' });
    expect(thumb).toHaveAttribute('width', '120');
    expect(thumb).toHaveAttribute('height', '30');
  });

  it('says the edit adds no pictures', () => {
    render(<RevisionChanges revision={makeRevision({ pictures: [] })} approvedPictures={[]} />);
    expect(screen.getByText('The edit adds no pictures.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New pictures (0)' })).toBeInTheDocument();
  });

  it('names the fields in Turkish and keeps the server label of a property', async () => {
    await chooseLanguage('tr');
    render(<RevisionChanges revision={makeRevision()} approvedPictures={[]} />);
    expect(screen.getByRole('rowheader', { name: 'Fiyat' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Bedrooms' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Onaylı sürümden bu yana yapılan değişiklikler' }),
    ).toBeInTheDocument();
  });
});

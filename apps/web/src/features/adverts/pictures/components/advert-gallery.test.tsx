import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeImages } from '../../../../test/advert-detail-fixtures';
import { AdvertGallery } from './advert-gallery';

describe('AdvertGallery full screen (docs/product.md#pictures)', () => {
  it('opens on the shown picture, moves with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<AdvertGallery title="Sea view flat" images={makeImages(3)} />);
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    await user.click(screen.getByRole('button', { name: 'View the pictures full screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pictures of Sea view flat' });
    expect(within(dialog).getByAltText('Sea view flat, picture 2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await within(dialog).findByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The lightbox fades out before it leaves the page.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page's picture follows what was looked at full screen.
    expect(screen.getByAltText('Sea view flat, picture 3 of 3')).toBeInTheDocument();
  });
});

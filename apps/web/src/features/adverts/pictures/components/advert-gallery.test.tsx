import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
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

describe('AdvertGallery in Turkish', () => {
  it('names its buttons, thumbnails and full-screen view in Turkish', async () => {
    await chooseLanguage('tr');
    const user = userEvent.setup();
    render(
      <Suspense fallback={null}>
        <AdvertGallery title="Deniz manzaralı daire" images={makeImages(3)} />
      </Suspense>,
    );
    await user.click(await screen.findByRole('button', { name: 'Sonraki fotoğraf' }));
    expect(screen.getByAltText('Deniz manzaralı daire, fotoğraf 2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Küçük resimler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fotoğraf 3 / 3 göster' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fotoğrafları tam ekran görüntüle' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deniz manzaralı daire fotoğrafları',
    });
    expect(within(dialog).getByRole('group', { name: '2 / 3' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yakınlaştır' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tam ekranı kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says in Turkish that there are no pictures yet', async () => {
    await chooseLanguage('tr');
    render(
      <Suspense fallback={null}>
        <AdvertGallery title="Boş ilan" images={[]} />
      </Suspense>,
    );
    expect(await screen.findByText('Bu emlağın henüz fotoğrafı yok.')).toBeInTheDocument();
  });
});

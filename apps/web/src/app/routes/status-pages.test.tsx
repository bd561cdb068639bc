import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { renderWithRouter } from '../../test/render';
import { NotFoundPage } from '../../components/not-found-page';
import UnauthorizedPage from './unauthorized-page';

describe('status pages in Turkish', () => {
  it('says the page is not found in Turkish', async () => {
    await chooseLanguage('tr');
    renderWithRouter(<NotFoundPage />);
    expect(
      await screen.findByRole('heading', { name: 'Hay aksi! Yolunuzu kaybetmiş gibisiniz' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Git' })).toBeInTheDocument();
  });

  it('says the reader is not authorized in Turkish', async () => {
    await chooseLanguage('tr');
    renderWithRouter(<UnauthorizedPage />);
    expect(
      await screen.findByRole('heading', { name: 'Üzgünüz, bu sayfaya erişim yetkiniz yok.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toBeInTheDocument();
  });
});

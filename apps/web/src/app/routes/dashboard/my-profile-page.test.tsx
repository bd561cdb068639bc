import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import MyProfilePage from './my-profile-page';

describe('MyProfilePage in Turkish', () => {
  it('shows its title, forms, photo, data and danger zone in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({});
    await logInAs(makeUser({ firstName: 'Cem', role: 'CUSTOMER' }), 'profile-token');
    const { user } = renderWithRouter(<MyProfilePage />, { path: '/dashboard/my-profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profilim' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profil fotoğrafı' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tehlikeli bölge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verilerimi indir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hesabımı sil' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Ad'));
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('adınızı girin')).toBeInTheDocument();
  });
});

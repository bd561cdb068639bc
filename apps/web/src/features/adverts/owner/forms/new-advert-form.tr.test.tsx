import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../../test/render';
import {
  ADVERT_FORM_LOOKUPS,
  pictureFile,
  textFileNamedLikePicture,
} from '../../../../test/owner-advert-lookups';
import { uploadImage } from '../../pictures';
import { NewAdvertForm } from './new-advert-form';

vi.mock('../../pictures/api/upload-image', () => ({ uploadImage: vi.fn() }));

beforeEach(() => {
  vi.mocked(uploadImage).mockReset().mockResolvedValue([]);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function openInTurkish() {
  await chooseLanguage('tr');
  mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'POST /adverts': {
      status: 201,
      body: { id: 42, slug: 'sunny-flat', status: 'PENDING', version: 1 },
    },
  });
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  const view = renderWithRouter(<NewAdvertForm />, {
    path: '/dashboard/add-new-advert',
    routes: [{ path: '/dashboard/my-adverts', ...page('My adverts list') }],
  });
  await screen.findByRole('option', { name: 'Türkiye' });
  return view;
}

describe('NewAdvertForm in Turkish', () => {
  it('names its sections, fields, map pin and picture rules in Turkish', async () => {
    const { user } = await openInTurkish();
    expect(screen.getByRole('form', { name: 'Yeni ilan' })).toBeInTheDocument();
    for (const section of ['Genel Bilgiler', 'Adres Bilgileri', 'Emlak Özellikleri', 'Fotoğraflar'])
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    for (const label of ['İlan Başlığı', 'Açıklama', 'Fiyat', 'Para birimi', 'İlan Tipi', 'İlçe'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Kategori seçin' })).toBeInTheDocument();
    expect(screen.getByText('Özelliklerini görmek için bir kategori seçin.')).toBeInTheDocument();
    expect(
      screen.getByText('Bir ilçe seçin: iğne ilçenin merkezinden başlar.'),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Fotoğraf seçin'), [textFileNamedLikePicture()]);
    expect(
      await screen.findByText('Yalnızca JPEG, PNG veya WebP fotoğraflar kabul edilir.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OLUŞTUR' })).toBeInTheDocument();
  });

  it('shows a picked picture as the featured one and says the advert was created', async () => {
    const { user } = await openInTurkish();
    await user.type(screen.getByLabelText('İlan Başlığı'), 'Güneşli daire');
    await user.type(screen.getByLabelText('Açıklama'), 'Denize yakın.');
    await user.type(screen.getByLabelText('Fiyat'), '1250000');
    await user.selectOptions(screen.getByLabelText('İlan Tipi'), 'Sale');
    await user.selectOptions(screen.getByLabelText('Kategori'), 'Apartment');
    await user.selectOptions(screen.getByLabelText('Ülke'), 'Türkiye');
    await user.selectOptions(
      screen.getByLabelText('İl'),
      await screen.findByRole('option', { name: 'İstanbul' }),
    );
    await user.selectOptions(
      screen.getByLabelText('İlçe'),
      await screen.findByRole('option', { name: 'Kadıköy' }),
    );
    await user.upload(screen.getByLabelText('Fotoğraf seçin'), [pictureFile('a.jpg')]);
    await user.click(await screen.findByLabelText('a.jpg'));
    await user.click(screen.getByRole('button', { name: 'VİTRİN FOTOĞRAFI YAP' }));
    const tile = within(screen.getByRole('list', { name: 'Yeni fotoğraflar' })).getByRole(
      'listitem',
    );
    expect(within(tile).getByText('Vitrin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OLUŞTUR' }));
    expect(await screen.findByText('My adverts list')).toBeInTheDocument();
    expect(screen.getByText('Yeni ilanınız başarıyla oluşturuldu')).toBeInTheDocument();
  });
});

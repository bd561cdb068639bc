import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { makeAdvertDetail, makeImages } from '../../../../test/advert-detail-fixtures';
import { advertPage } from '../../../../test/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { MyAdverts } from '../components/my-adverts';

const detail = makeAdvertDetail(
  {
    id: 41,
    slug: 'garden-flat',
    title: 'Garden flat',
    status: 'ACTIVATED',
    country: { id: 1, name: 'Türkiye' },
    city: { id: 11, name: 'İstanbul' },
    district: { id: 111, name: 'Kadıköy' },
  },
  makeImages(2),
);

const waitingRevision = {
  state: 'WAITING',
  reason: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  form: { ...detail.advert, advertType: 1, category: 2, country: 1, city: 11, district: 111 },
  pictures: [],
};

async function openEditorInTurkish(shown = detail) {
  await chooseLanguage('tr');
  const api = mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /adverts/auth': { body: advertPage([shown.advert]) },
    'GET /adverts/custom/41': { body: shown },
    'GET /adverts/custom/41/revision': {
      body: { revision: { ...waitingRevision, form: { ...waitingRevision.form, values: [] } } },
    },
    'PUT /adverts/auth/garden-flat': {
      body: { id: 41, slug: 'garden-flat', status: 'ACTIVATED', version: 2, changesWaiting: true },
    },
    'DELETE /images/100': { body: { message: 'deleted' } },
  });
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  const view = renderWithRouter(<MyAdverts />, { path: '/dashboard/my-adverts' });
  await view.user.click(await screen.findByRole('button', { name: 'Garden flat düzenle' }));
  await screen.findByRole('form', { name: 'İlan düzenleme' });
  await screen.findByRole('option', { name: 'Kadıköy', selected: true });
  return { api, ...view };
}

describe('Owner advert editor in Turkish', () => {
  it('shows its status, waiting changes, fields and buttons in Turkish', async () => {
    await openEditorInTurkish();
    expect(screen.getByText('Mevcut Durum')).toBeInTheDocument();
    expect(
      screen.getByText(/^20 Kas 2026 tarihli değişiklikleriniz onay bekliyor\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Kısa ad (slug)')).toHaveValue('garden-flat');
    expect(screen.getByLabelText('İlan Başlığı')).toHaveValue('Garden flat');
    expect(screen.getByText('Harita konumu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Güncelle' })).toBeInTheDocument();
  });

  it('asks in Turkish before deleting a saved picture, and says the update waits', async () => {
    const { user, api } = await openEditorInTurkish();
    const saved = within(screen.getByRole('list', { name: 'Kayıtlı fotoğraflar' }));
    expect(saved.getByRole('button', { name: 'Fotoğraf 1 aşağı taşı' })).toBeInTheDocument();
    await user.click(saved.getAllByRole('button', { name: 'Sil' })[0]!);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Bu fotoğrafı silmek istediğinize emin misiniz?')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'İptal' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Fotoğraf başarıyla silindi')).toBeInTheDocument();
    expect(api.callsTo('DELETE /images/100')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(
      await screen.findByText(
        'Değişiklikleriniz onay bekliyor. Onaylanana kadar ilan eski haliyle yayında kalır.',
      ),
    ).toBeInTheDocument();
  });

  it("names a listed reason for turning the advert down in Turkish, staff's words as written", async () => {
    await openEditorInTurkish({
      ...detail,
      advert: {
        ...detail.advert,
        status: 'REJECTED',
        statusReasonCode: 'DUPLICATE',
        statusReason: 'see advert 12',
      },
    });
    expect(screen.getByText('Mükerrer ilan: see advert 12')).toBeInTheDocument();
  });
});

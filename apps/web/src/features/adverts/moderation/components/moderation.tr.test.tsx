import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { advertPage, makeAdvert } from '../../../../test/advert-factory';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { makeAdminDetail, queueItem, tourPage } from '../testing/moderation-fixtures';
import { AdvertReviewPage } from '../review/advert-review-page';
import { ModerationPage } from './moderation-page';

vi.mock('../../pictures/api/upload-image', () => ({ uploadImage: vi.fn() }));

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const oldest = queueItem(makeAdvert({ id: 40, title: 'Old cottage' }), '2026-11-24T11:00:00.000Z');
const edited = queueItem(
  makeAdvert({ id: 41, title: 'Harbour loft' }),
  '2026-11-27T07:00:00Z',
  'EDIT',
);
const revision = {
  submittedAt: '2026-11-26T09:30:00.000Z',
  changes: [
    { field: 'price', label: 'Price', before: '250,000 USD', after: '199,000 USD' },
    { field: 'property:7', label: 'Bedrooms', before: '2', after: null },
  ],
  pictures: [
    {
      ...{ id: 9, url: '/files/p9/gallery.webp', thumbUrl: '/files/p9/thumb.webp' },
      ...{ cardUrl: '/files/p9/card.webp', width: 1200, height: 800, featured: false },
    },
  ],
};

async function open(ui: React.ReactElement, path: string, url: string) {
  mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /adverts/admin/queue': { body: advertPage([oldest, edited], { size: 20 }) },
    'GET /adverts/admin/41': {
      body: { ...makeAdminDetail(41, 'PENDING'), pendingRevision: revision },
    },
    'GET /tourRequest/admin': { body: tourPage([]) },
  });
  await logInAs(userWithRole('ADMIN'));
  await chooseLanguage('tr');
  return renderWithRouter(ui, { path, initialEntries: [url] });
}

describe('the moderation desk in Turkish', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the search bar, the queue and the reject dialog with its reasons in Turkish', async () => {
    const { user } = await open(<ModerationPage />, '/dashboard/adverts', '/dashboard/adverts');
    await screen.findByText('Old cottage');
    expect(screen.getByRole('heading', { name: 'İlanlar' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'İlanlarda ara' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Durum' })).toHaveDisplayValue('Onay bekliyor');
    expect(screen.getByRole('columnheader', { name: 'Bekleme' })).toBeInTheDocument();
    expect(screen.getByText('3 gün')).toBeInTheDocument();
    expect(screen.getByText('DÜZENLEME')).toBeInTheDocument();
    expect(screen.getByText('Toplam: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm ilanları seç' }));
    const bulk = screen.getByRole('region', { name: 'Seçili ilanlar' });
    expect(within(bulk).getByText('2 ilan seçildi')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Old cottage ilanını reddet' }));
    const dialog = await screen.findByRole('dialog', { name: '"Old cottage" ilanını reddet' });
    expect(within(dialog).getByRole('radio', { name: 'Mükerrer ilan' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(within(dialog).getByText('Bir gerekçe seçin')).toBeInTheDocument();
  });
});

describe('the review view in Turkish', () => {
  it('shows the keys, the changed fields and the new pictures in Turkish', async () => {
    await open(
      <AdvertReviewPage />,
      '/dashboard/adverts/review/:id',
      '/dashboard/adverts/review/41?status=0',
    );
    await screen.findByRole('heading', { name: 'Advert 41', level: 2 });
    expect(screen.getByRole('link', { name: 'Listeye dön' })).toBeInTheDocument();
    expect(screen.getByLabelText('Klavye kısayolları')).toHaveTextContent(
      'Tuşlar: j sonraki · k önceki · a onayla · r reddet',
    );
    const changes = screen.getByRole('table');
    expect(within(changes).getByRole('rowheader', { name: 'Fiyat' })).toBeInTheDocument();
    expect(within(changes).getByRole('rowheader', { name: 'Bedrooms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Yeni fotoğraflar (1)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Yeni fotoğraf 1' })).toBeInTheDocument();
  });
});

describe('the staff advert editor in Turkish', () => {
  it('shows the moderation fields, the buttons and the tour requests in Turkish', async () => {
    const { user } = await open(
      <ModerationPage />,
      '/dashboard/adverts',
      '/dashboard/adverts?status=0&edit=41',
    );
    await screen.findByRole('form', { name: 'İlan düzenleyici' });
    expect(screen.getByRole('group', { name: 'Moderasyon' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('DURUM'), 'Reddedildi');
    expect(screen.getByLabelText('Ret gerekçesi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Güncelle' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tur Talepleri' })).toBeInTheDocument();
    expect(screen.getByText('Tur talebi bulunamadı.')).toBeInTheDocument();
  });
});

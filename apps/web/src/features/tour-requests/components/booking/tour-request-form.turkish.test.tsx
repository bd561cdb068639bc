import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { mockApi } from '../../../../test/api-mock';
import { userWithRole } from '../../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../../test/render';
import { TourRequestForm } from './tour-request-form';

const FUTURE = '2099-05-14';
const renderForm = () =>
  renderWithRouter(<TourRequestForm advert={{ id: 12, user: { id: 900 } }} />, {
    path: '/property/sunny-flat',
    routes: [{ path: '/login', ...page('Login page') }],
  });

const slots = {
  advertId: 12,
  date: FUTURE,
  timeZone: 'Europe/Istanbul',
  slots: Array.from({ length: 48 }, (_, i) => {
    const time = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
    const state = time === '10:00' ? 'TAKEN' : time === '08:00' ? 'OUTSIDE_HOURS' : 'FREE';
    return { time, state };
  }),
};

const approved = {
  id: 5,
  advert: { id: 12, slug: 'sunny-flat', title: 'Sunny flat' },
  tourTime: `${FUTURE}T15:30:00`,
  tourDate: FUTURE,
  timeZone: 'Europe/Istanbul',
  status: 'APPROVED',
  guestUser: { id: 2, firstName: 'Cem', lastName: 'Demir' },
  ownerUser: { id: 900, firstName: 'Ada', lastName: 'Owner' },
  createAt: '2026-01-01T00:00:00Z',
  actions: ['cancel'],
};

describe('TourRequestForm in Turkish', () => {
  it('names the slots, their states and the own requests in Turkish', async () => {
    await chooseLanguage('tr');
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({
      'GET /tourRequest/slots/12': { body: slots },
      'GET /tourRequest/viewing-hours/12': {
        body: {
          advertId: 12,
          days: ['MON', 'WED', 'FRI'],
          opens: '10:00',
          closes: '17:30',
          blockedDates: [],
          timeZone: 'Europe/Istanbul',
        },
      },
      'GET /tourRequest': {
        body: { content: [approved], totalElements: 1, totalPages: 1, number: 0, size: 10 },
      },
    });
    const { user } = renderForm();
    expect(await screen.findByRole('heading', { name: 'Tur planlayın' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tur tarihi'), FUTURE);
    expect(
      await screen.findByText('Gezme saatleri: Pzt, Çar, Cum 10:00–17:30, Istanbul saatiyle'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Öğleden sonra' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '10:00 (dolu)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '08:00 (gezme saatleri dışında)' })).toBeDisabled();
    expect(
      screen.getByText('10:00 bu gün boş değil, bu yüzden ilk boş saat olan 00:00 seçildi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tur talebi gönder' })).toBeInTheDocument();

    const mine = screen.getByRole('region', { name: 'Tur talepleriniz' });
    expect(within(mine).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(mine).getByText('14 Mayıs 2099, 15:30')).toBeInTheDocument();
    expect(within(mine).getByText('(Istanbul saati)')).toBeInTheDocument();
    expect(
      within(mine).getByRole('button', { name: 'Takvime ekle: Sunny flat' }),
    ).toHaveTextContent('Takvime ekle');
    await user.click(within(mine).getByRole('button', { name: 'İptal et' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'Sunny flat için 14 Mayıs 2099, 15:30 tarihindeki tur iptal edilsin mi?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turu koru' })).toBeInTheDocument();
  });

  it('says why a visitor cannot send yet, in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({ 'GET /tourRequest/slots/12': { body: slots } });
    const { user } = renderForm();
    const submit = await screen.findByRole('button', { name: 'Tur talebi gönder' });
    await user.click(submit);
    expect(await screen.findByText('Lütfen bir tur tarihi seçin.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tur tarihi'), FUTURE);
    await user.click(screen.getByRole('radio', { name: '14:30, boş' }));
    await user.click(submit);
    expect(await screen.findByText('Tur talebi için giriş yapmalısınız')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hemen hesap oluştur' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the owner it is their own advert, with the link in the sentence', async () => {
    await chooseLanguage('tr');
    await logInAs(userWithRole('CUSTOMER', { id: 900 }));
    mockApi({});
    renderForm();
    expect(
      await screen.findByText('Bu sizin ilanınız, bu yüzden bu ilan için tur ayırtamazsınız.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tur Talepleri' }).parentElement).toHaveTextContent(
      'Ziyaretçilerin talepleri panelinizde Tur Talepleri bölümünde görünür.',
    );
  });
});

import { REPLY_TIME_TEXTS, REPLY_TIMES } from '@estate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { messagesText } from '../texts';
import { AdvertiserCard } from './advertiser-card';

const CARD = {
  name: 'Olga O.',
  initials: 'OO',
  photo: null,
  memberSince: '2025-03-01',
  liveAdverts: 1250,
  replyTime: 'HOURS',
  mine: false,
  agency: null,
};

const renderCard = () =>
  renderWithRouter(<AdvertiserCard advertId={7} />, { path: '/property/garden-house' });

describe('AdvertiserCard in Turkish', () => {
  it('keeps the contract’s English reply times word for word', () => {
    for (const time of REPLY_TIMES)
      expect(messagesText(`replyTime.${time}`)).toBe(REPLY_TIME_TEXTS[time]);
  });

  it('tells a visitor who advertises and offers the login, in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({ 'GET /adverts/7/advertiser': { body: CARD } });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'İlan sahibi' })).toBeInTheDocument();
    expect(
      screen.getByText('Mart 2025 tarihinden beri üye · 1.250 yayında ilan'),
    ).toBeInTheDocument();
    expect(screen.getByText('Genellikle birkaç saat içinde yanıt verir')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Numarayı görmek için giriş yapın' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mesajınız')).toHaveAttribute(
      'placeholder',
      'Merhaba, bu ev hâlâ müsait mi?',
    );
    expect(screen.getByRole('button', { name: 'İlan sahibine mesaj gönder' })).toBeInTheDocument();
    expect(
      screen.getByText('Giriş yapmanız istenecek; yazdığınız metin saklanır.'),
    ).toBeInTheDocument();
  });

  it('offers the phone to a signed-in person and sends a message, in Turkish', async () => {
    await chooseLanguage('tr');
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({
      'GET /adverts/7/advertiser': { body: CARD },
      'POST /conversations': {
        status: 201,
        body: {
          id: 12,
          advert: { id: 7, title: 'Garden house', slug: 'garden-house', removed: false },
          other: { id: 2, name: 'Olga O.', initials: 'OO', deleted: false },
          asOwner: false,
          blocking: false,
          reported: false,
          messages: [],
        },
      },
    });
    const { user } = renderCard();
    expect(
      await screen.findByRole('button', { name: 'Telefon numarasını göster' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mesajınız'), 'Merhaba');
    await user.click(screen.getByRole('button', { name: 'İlan sahibine mesaj gönder' }));
    expect(await screen.findByText(/Mesajınız gönderildi\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yazışmayı aç' })).toHaveAttribute(
      'href',
      '/dashboard/messages?thread=12',
    );
  });

  it('tells the owner where the messages arrive, the link inside the sentence', async () => {
    await chooseLanguage('tr');
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({ 'GET /adverts/7/advertiser': { body: { ...CARD, mine: true } } });
    renderCard();
    const link = await screen.findByRole('link', { name: 'Mesajlar' });
    expect(link.parentElement).toHaveTextContent(
      'Bu sizin ilanınız. Bu ilanla ilgili mesajlar Mesajlar bölümüne gelir.',
    );
  });
});

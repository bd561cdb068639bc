import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { MessagesPage } from './messages-page';

const removedAdvert = { id: null, title: 'Old cottage', slug: null, removed: true };
const gina = { id: 2, name: 'Gina G.', initials: 'GG', deleted: false };
const LIST = {
  content: [
    {
      id: 5,
      advert: removedAdvert,
      other: gina,
      asOwner: true,
      lastMessage: { text: 'Thanks!', mine: true, createAt: '2026-11-20T11:00:00Z' },
      unread: 0,
    },
    {
      id: 6,
      advert: { id: 3, title: 'Sea flat', slug: 'sea-flat', removed: false },
      other: { id: 4, name: 'Sam S.', initials: 'SS', deleted: false },
      asOwner: false,
      lastMessage: { text: 'When can I visit?', mine: false, createAt: '2026-11-19T11:00:00Z' },
      unread: 2,
    },
  ],
  totalElements: 2,
  totalPages: 1,
  number: 0,
  size: 20,
};
const THREAD = {
  id: 5,
  advert: removedAdvert,
  other: { ...gina, deleted: true },
  asOwner: true,
  blocking: false,
  reported: false,
  messages: [
    { id: 1, mine: false, text: 'Hello', createAt: '2026-11-20T10:00:00Z', readAt: null },
    { id: 2, mine: true, text: 'Thanks!', createAt: '2026-11-20T11:00:00Z', readAt: null },
  ],
};

const renderPage = (query = '') =>
  renderWithRouter(<MessagesPage />, {
    path: '/dashboard/messages',
    initialEntries: [`/dashboard/messages${query}`],
  });

describe('MessagesPage in Turkish', () => {
  it('lists the threads with their marks and unread counts in Turkish', async () => {
    await chooseLanguage('tr');
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({ 'GET /conversations': { body: LIST } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Mesajlar' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Yazışmalar' });
    expect(within(list).getByText('Siz: Thanks!')).toBeInTheDocument();
    expect(within(list).getByText('Old cottage (kaldırıldı)')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Sam S\..*2 okunmamış/ })).toBeInTheDocument();
    expect(within(list).getAllByText(/20 Kas 2026/)[0]).toBeInTheDocument();
    expect(screen.getByText('Okumak için bir yazışma seçin.')).toBeInTheDocument();
  });

  it('opens a thread of a removed advert and a deleted account, in Turkish', async () => {
    await chooseLanguage('tr');
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({
      'GET /conversations': { body: LIST },
      'GET /conversations/5': { body: THREAD },
    });
    renderPage('?thread=5');
    const thread = await screen.findByRole('region', { name: 'Gina G.' });
    expect(within(thread).getByText('Bu ilan kaldırıldı')).toBeInTheDocument();
    const messages = within(thread).getByRole('list', { name: 'Mesajlar' });
    expect(within(messages).getByText('Siz:')).toBeInTheDocument();
    expect(
      within(thread).getByText('Bu kişi hesabını sildi: artık yanıt veremezsiniz.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Tüm yazışmalar' })).toBeInTheDocument();
  });

  it('offers the reply box in Turkish', async () => {
    await chooseLanguage('tr');
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({
      'GET /conversations': { body: LIST },
      'GET /conversations/5': { body: { ...THREAD, other: gina } },
    });
    renderPage('?thread=5');
    const reply = await screen.findByLabelText('Yanıtınız');
    expect(reply).toHaveAttribute('placeholder', 'Bir yanıt yazın');
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeInTheDocument();
  });
});

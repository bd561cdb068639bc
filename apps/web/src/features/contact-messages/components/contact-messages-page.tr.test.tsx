import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { makeContactMessage, messagePage } from '../testing/contact-message-factory';
import { ContactMessagesPage } from './contact-messages-page';

const unread = makeContactMessage({ firstName: 'Marco' });
const answered = makeContactMessage({
  isRead: true,
  replies: [
    {
      id: 1,
      message: 'Yes, you can.',
      repliedBy: { id: 9, firstName: 'Ada', lastName: 'Admin' },
      createAt: '2026-11-21T10:00:00.000Z',
    },
  ],
});

async function open(role: 'ADMIN' | 'CUSTOMER') {
  mockApi({
    'GET /contact-messages/admin': { body: messagePage([unread, answered], 2) },
    'GET /contact-messages/mine': { body: messagePage([answered]) },
  });
  await logInAs(makeUser({ role }));
  await chooseLanguage('tr');
  return renderWithRouter(<ContactMessagesPage />, { path: '/dashboard/contact-messages' });
}

describe('Contact Messages in Turkish', () => {
  it("shows staff's filters, cards, actions and the reply form in Turkish", async () => {
    const { user } = await open('ADMIN');
    const first = await screen.findByRole('article', { name: 'Marco Yilmaz adlı kişiden mesaj' });
    expect(screen.getByRole('heading', { name: 'İletişim Mesajları' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Mesajlarda ara' })).toBeInTheDocument();
    expect(screen.getByText('Toplam: 2')).toBeInTheDocument();
    expect(within(first).getByText('Okunmadı')).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Okundu olarak işaretle' }),
    ).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Selin Yilmaz adlı kişiden mesaj' });
    expect(within(second).getByRole('list', { name: 'Yanıtlar' })).toHaveTextContent(
      'Ada Admin tarafından 2026-11-21 tarihinde yanıtlandı',
    );

    await user.click(within(first).getByRole('button', { name: 'Yanıtla' }));
    const form = within(first).getByRole('form', { name: 'Yanıt' });
    expect(within(form).getByLabelText('Yanıtınız')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Yanıtı Gönder' })).toBeInTheDocument();
  });

  it("shows a member's own messages in Turkish", async () => {
    await open('CUSTOMER');
    expect(
      await screen.findByRole('article', { name: 'Selin Yilmaz adlı kişiden mesaj' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Oturum açıkken bize gönderdiğiniz mesajlar ve yanıtlarımız.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Okundu')).toBeInTheDocument();
  });
});

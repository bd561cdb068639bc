/** Demo contact messages (names 4–30 characters, message up to 200, as the form requires). */
export const CONTACT_MESSAGES = [
  {
    firstName: 'Selin',
    lastName: 'Yilmaz',
    email: 'selin@example.com',
    message: 'Hello, I would like to know whether I can list the same flat for both sale and rent at the same time.',
    isRead: true,
    daysAgo: 21,
  },
  {
    firstName: 'Marco',
    lastName: 'Bianchi',
    email: 'marco.bianchi@example.org',
    message: 'Do you work with agencies in Milano? We have about thirty apartments we would like to publish.',
    isRead: true,
    daysAgo: 12,
  },
  {
    firstName: 'James',
    lastName: 'Carter',
    email: 'james@example.com',
    message: 'The owner of a villa in Kaş has not answered my tour request for a week. Could you help me reach them?',
    isRead: false,
    daysAgo: 4,
  },
  {
    firstName: 'Hannah',
    lastName: 'Schmidt',
    email: 'hannah.schmidt@example.net',
    message: 'Is it possible to get an e-mail alert when a new office in Berlin Mitte is published?',
    isRead: false,
    daysAgo: 2,
  },
  {
    firstName: 'Ayşe',
    lastName: 'Demir',
    email: 'ayse.demir@example.com',
    message: 'Merhaba! I sold my house in Üsküdar through your site last month. Thank you for the great service.',
    isRead: false,
    daysAgo: 0.5,
  },
];

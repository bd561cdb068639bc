export { ContactMessagesPage } from './components/contact-messages-page';
export { useUnreadContactCount } from './api/contact-messages';

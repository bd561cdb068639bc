// The back office's advert pages: the moderation list and the admin advert editor.
export { ModerationPage } from './components/moderation-page';

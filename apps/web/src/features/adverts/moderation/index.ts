// The back office's advert pages: the moderation list, the review view and the admin editor.
export { ModerationPage } from './components/moderation-page';
export { AdvertReviewPage } from './review/advert-review-page';

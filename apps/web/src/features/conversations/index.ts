// The advertiser card and private conversations about adverts (docs/product.md#conversations).
export { AdvertiserCard } from './components/advertiser-card';
export { MessagesPage } from './components/messages-page';
export { useUnreadMessages } from './api/conversations';

/** The advertiser's card on the advert page and their phone number (docs/product.md#advertiser-card). */
export { advertiserRoutes } from './advertiser.routes';
export { createAdvertiserService, type AdvertiserService } from './advertiser.service';

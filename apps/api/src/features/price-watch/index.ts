/** Price watch: the daily price-drop e-mail to people who favourited an advert. */
export { priceDropJobs, type PriceDropJobParts } from './price-drops.jobs';
export { priceDropsRoutes } from './price-drops.routes';
export {
  createPriceDropsUnsubscribe,
  type PriceDropsUnsubscribeService,
} from './price-drops-unsubscribe.service';

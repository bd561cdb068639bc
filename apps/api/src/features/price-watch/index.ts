/** Price watch: the daily price-drop e-mail to people who favourited an advert. */
export { priceDropJobs, type PriceDropJobParts } from './price-drops.jobs';

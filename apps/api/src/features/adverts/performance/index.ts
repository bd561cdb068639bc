/** An advert's per-day figures for its owner and staff. */
export { advertPerformanceRoutes } from './advert-performance.routes';
export {
  createAdvertPerformanceService,
  type AdvertPerformanceService,
} from './advert-performance.service';

/** An advert's per-day figures for its owner and staff. */
export { advertPerformanceRoutes } from './advert-performance.routes';

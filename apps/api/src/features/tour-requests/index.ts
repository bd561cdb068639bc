/** Tour requests: their routes, the services behind them and their scheduled jobs. */
export { tourRequestsRoutes } from './tour-requests.routes';
export { tourRequestMovesRoutes } from './tour-request-moves.routes';
export {
  createTourRequestsService,
  type TourRequestLimits,
  type TourRequestsDeps,
  type TourRequestsService,
} from './tour-requests.service';
export {
  createTourRequestMovesService,
  type TourRequestMovesService,
} from './tour-request-moves.service';
export { tourRequestJobs } from './tour-requests.jobs';
export { viewingHoursRoutes } from './viewing-hours.routes';
export { createViewingHoursService, type ViewingHoursService } from './viewing-hours.service';
export { createTourCalendarService, type TourCalendarService } from './tour-calendar.service';
export { createTourCancellations } from './tour-cancellations';
export type { Site as TourSite } from './tour-request-mails';
// The answers' wording, which the race tests expect.
export { TOUR_MESSAGES } from './tour-requests.messages';

/** The back office's advert types: their routes and the service behind them. */
export { advertTypesRoutes } from './advert-types.routes';
export { createAdvertTypesService, type AdvertTypesService } from './advert-types.service';

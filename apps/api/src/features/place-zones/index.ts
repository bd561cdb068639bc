/** The back office's time zones of places: their routes and the service behind them. */
export { placeZonesRoutes } from './place-zones.routes';
export { createPlaceZonesService, type PlaceZonesService } from './place-zones.service';

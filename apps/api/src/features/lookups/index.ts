/** The public lookups: their routes and the service behind them. */
export { lookupsRoutes } from './lookups.routes';
export { createLookupsService, type LookupsService } from './lookups.service';

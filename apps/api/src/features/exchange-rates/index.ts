/** The exchange rates' public surface: their routes, service and background jobs. */
export { exchangeRatesRoutes } from './exchange-rates.routes';
export { createExchangeRatesService, type ExchangeRatesService } from './exchange-rates.service';
export { exchangeRateJobs } from './exchange-rates.jobs';

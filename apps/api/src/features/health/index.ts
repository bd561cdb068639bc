/** The health check's route and service. */
export { healthRoutes } from './health.routes';
export { createHealthService, type HealthService } from './health.service';

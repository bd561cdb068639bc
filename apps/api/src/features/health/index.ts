/** The health check's route and service. */
export { healthRoutes } from './health.routes';
export { createHealthRepository } from './health.repository';
export { createHealthService, type HealthService } from './health.service';

/** The security controls' housekeeping jobs, started beside the others (jobs.ts). */
export { securityHousekeepingJobs } from './security-housekeeping';

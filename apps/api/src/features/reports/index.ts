/** The dashboard's overview tiles and range reports: their routes and services. */
export { reportsRoutes } from './reports.routes';
export { createReportsService, type ReportsService } from './reports.service';
export { createRangeReportService, type RangeReportService } from './range-report.service';

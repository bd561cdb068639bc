/** The activity log's public surface: every feature records its users' actions through it. */
export { logActivity, type ActivityAction } from './activity.repository';

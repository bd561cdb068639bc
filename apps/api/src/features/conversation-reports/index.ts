/** The staff's queue of reported conversations (docs/product.md#conversation-reports). */
export { createConversationReportsRepository } from './conversation-reports.repository';
export { conversationReportsRoutes } from './conversation-reports.routes';
export {
  createConversationReportsService,
  type ConversationReportsService,
} from './conversation-reports.service';

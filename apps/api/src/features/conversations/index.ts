/** Private conversations about an advert (docs/product.md#conversations). */
export { conversationsRoutes } from './conversations.routes';
export { conversationSafetyRoutes } from './conversation-safety.routes';
export { createConversationsService, type ConversationsService } from './conversations.service';
export { initialsOf, shortName } from './conversations.mapper';
export { MAIL_PAUSE_MINUTES } from './conversation-writes';
export { CONVERSATION_TEXTS } from './conversations.messages';

/** Private conversations about an advert (docs/product.md#conversations). */
export { conversationsRoutes } from './conversations.routes';
export { conversationSafetyRoutes } from './conversation-safety.routes';
export { createConversationsService, type ConversationsService } from './conversations.service';
export { createConversationsRepository } from './conversations.repository';
export { createConversationSafetyRepository } from './conversation-safety.repository';
export { initialsOf, shortName } from './conversations.mapper';
export { MAIL_PAUSE_MINUTES } from './conversation-writes.repository';
export { CONVERSATION_TEXTS } from './conversations.messages';

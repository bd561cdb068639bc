/** The contact form and the staff's contact messages: their routes and services. */
export { contactRoutes } from './contact.routes';
export { contactMessagesRoutes } from './contact-messages.routes';
export { createContactService, type ContactDeps, type ContactService } from './contact.service';
export {
  createContactMessagesService,
  type ContactMessagesDeps,
  type ContactMessagesService,
} from './contact-messages.service';

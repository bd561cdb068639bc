/** Staff moderation: reading, approving, rejecting, editing and deleting any advert. */
export { adminAdvertsRoutes } from './admin-adverts.routes';
// The mail-header tests build an owner's e-mail from here.
export { activatedMail } from './admin-adverts.mail';

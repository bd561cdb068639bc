/** The owner's writes: posting, editing and deleting their adverts, and My Adverts. */
export { ownerAdvertsRoutes } from './owner-adverts.routes';
export { OWNER_ADVERT_MESSAGES } from './owner-adverts.messages';
// Staff moderation edits and deletes through the same rules as an owner.
export {
  createOwnerAdvertsService,
  type OwnerAdvertsDeps,
  type OwnerAdvertsService,
} from './owner-adverts.service';
export { createOwnerAdvertsRepository } from './owner-adverts.repository';
export { deleteAdvert, editAdvert, writeEdit, type AdvertRow } from './advert-edit';
export { checkAdvertForm } from './advert-form';
export { toAdvertSaved } from './owner-adverts.mapper';
// An agency's catalogue writes its adverts through the same rules (docs/catalogue-format.md).
export { createListingWrites, type ListedAdvert, type ListingWrites } from './listing-writes';

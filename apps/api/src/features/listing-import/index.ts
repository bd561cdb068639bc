/**
 * An agency's catalogue file read and checked (docs/catalogue-format.md): the format's
 * rules; matching to the site's places, categories and keys and writing adverts come after.
 */
export { readListingFile, type RawListing } from './listing-file';
export { checkListings, type CheckedFile, type CheckedListing } from './listing-rows';

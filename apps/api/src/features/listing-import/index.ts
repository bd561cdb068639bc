/**
 * An agency's catalogue file read, checked and matched to the site's names, then written as its
 * adverts in the background (docs/catalogue-format.md).
 */
export { listingImportRoutes } from './listing-import.routes';
export { createListingImportService, type ListingImportService } from './listing-import.service';
export { readListingFile, type RawListing } from './listing-file';
export { checkListings, type CheckedFile, type CheckedListing } from './listing-rows';
export {
  matchListings,
  toAdvertForm,
  type MatchedListing,
  type SiteCatalog,
} from './listing-match';
export { readSiteCatalog } from './listing-catalog.repository';
export {
  fingerprintOf,
  planCounts,
  planImport,
  type ImportPlan,
  type KeptListing,
  type PlannedChange,
} from './import-plan';
export { fetchPicture, NOT_A_PICTURE, PICTURE_FETCH_LIMITS } from './picture-fetch';
export {
  fetchRemote,
  RemoteFetchError,
  REMOTE_FETCH_MESSAGES,
  type RemoteAnswer,
  type RemoteLimits,
  type Validators,
} from './remote-fetch';
export { fetchPictures, PICTURES_AT_ONCE, type FetchedPictures } from './fetch-pictures';

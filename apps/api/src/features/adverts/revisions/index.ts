/** Owners' edits of live adverts that wait for staff (docs/product.md#revisions). */
export {
  createRevisionsRepository,
  type RevisionRow,
  type RevisionsRepository,
} from './revisions.repository';
export { contentOf, formOfLive } from './revision-content';
export { revisionChanges } from './revision-changes';
export { pendingRevisionOf, waitingPictures } from './pending-revision';
export { dropEmptyRevision, holdForPictures } from './waiting-pictures';
export { releaseWaitingPictures, waitingPictureCount } from './revision-pictures.repository';

/** An advert's pictures: upload, order, delete, and serving the stored files. */
export { imagesRoutes } from './images.routes';
export { imageFilesRoutes } from './image-files.routes';
export { createImagesService, type ImagesDeps, type ImagesService } from './images.service';
export {
  createFetchedPictures,
  type FetchedPicture,
  type FetchedPictures,
  type RefusedPicture,
} from './fetched-pictures';

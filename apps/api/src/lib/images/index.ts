export * from './constants';
export * from './process-upload';
export * from './square-upload';
export * from './advert-images';
export * from './user-photos';
export * from './image-work';
export * from './upload-spool';

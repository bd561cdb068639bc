export * from './constants';
export * from './process-upload';
export * from './advert-images';
export * from './image-work';

export { type PickedImages, usePickedImages } from './components/use-picked-images';
export { ExistingImages } from './components/existing-images';
export { ImagePicker } from './components/image-picker';
export { uploadImage } from './api/upload-image';
export { AdvertGallery } from './components/advert-gallery';

// An advert's pictures: picking and uploading them, the saved ones, and the advert page's gallery.
export { uploadImage } from './api/upload-image';
export { AdvertGallery } from './components/advert-gallery';
export { ExistingImages } from './components/existing-images';
export { ImagePicker } from './components/image-picker';
export { usePickedImages, type PickedImages } from './components/use-picked-images';
export { usePicturesT } from './texts';

export { NewAdvertForm, ADVERT_SAVED_MESSAGE } from './forms/new-advert-form';
export { MyAdverts } from './components/my-adverts';
// The admin editor and moderation list (features/moderation) reuse these.
export { AdvertEditorFields } from './forms/advert-editor-fields';
export { CurrentStatus } from './forms/advert-editor-form';
export { useAdvertForm } from './forms/use-advert-form';
export { fromAdvertDetail } from './forms/advert-form-values';
export { useEditorSave } from './forms/use-editor-save';
export { usePickedImages } from '../pictures/components/use-picked-images';
export { ownerAdvertKeys } from '../shared/api/owner-keys';
export { AdvertSummaryCells, PropertyCell, datePublished } from './components/owner-advert-table';
export { ADVERT_DELETED_MESSAGE, deleteAdvertQuestion } from './components/owner-advert-list';

// The owner's adverts: My Adverts and the add form. The editor's pieces and the list's cells are
// reused by the back office's advert pages (adverts/moderation).
export { MyAdverts } from './components/my-adverts';
export { ADVERT_DELETED_MESSAGE, deleteAdvertQuestion } from './components/owner-advert-list';
export { AdvertSummaryCells, PropertyCell } from './components/owner-advert-table';
export { AdvertEditorFields } from './forms/advert-editor-fields';
export { CurrentStatus } from './forms/advert-editor-form';
export { fromAdvertDetail } from './forms/advert-form-values';
export { MapPinField } from './forms/map-pin-field';
export { NewAdvertForm } from './forms/new-advert-form';
export { SelectField } from './forms/select-field';
export { useAdvertForm } from './forms/use-advert-form';
export { useEditorSave } from './forms/use-editor-save';

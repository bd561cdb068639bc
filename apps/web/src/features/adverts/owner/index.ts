export { MyAdverts } from './components/my-adverts';
export { NewAdvertForm } from './forms/new-advert-form';
export { ADVERT_DELETED_MESSAGE, deleteAdvertQuestion } from './components/owner-advert-list';
export { AdvertSummaryCells, PropertyCell } from './components/owner-advert-table';
export { AdvertEditorFields } from './forms/advert-editor-fields';
export { CurrentStatus } from './forms/advert-editor-form';
export { fromAdvertDetail } from './forms/advert-form-values';
export { useAdvertForm } from './forms/use-advert-form';
export { useEditorSave } from './forms/use-editor-save';

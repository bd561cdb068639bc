// The property list's filter form as a chunk of its own (docs/product.md#first-load): a phone
// draws it only in the filter sheet, so its first load carries none of the form's code.
export { FilterForm as default } from '../../features/adverts';

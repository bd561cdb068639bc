export { NewAdvertForm, ADVERT_SAVED_MESSAGE } from './forms/new-advert-form';
export { MyAdverts } from './components/my-adverts';

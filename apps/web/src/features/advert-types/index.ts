export { AdvertTypesScreen } from './components/advert-types-screen';

// The favourites page (docs/product.md#favourites): the user's favourites as cards.
export { MyFavorites } from './components/my-favorites';
export { PriceDropSwitch } from './components/price-drop-switch';

export { HeartButton } from './components/heart-button';
export { useFavoriteToggle, type FavoriteAdvert } from './hooks/use-favorite-toggle';
export { favoriteKeys } from './api/keys';
export { favoriteIdsQueryOptions, getFavoriteIds, useFavoriteIds } from './api/favorite-ids';
export { getIsFavory, isFavoryQueryOptions } from './api/is-favory';
export { toggleFavorite } from './api/toggle-favorite';
export { patchFavory } from './lib/patch-favory';

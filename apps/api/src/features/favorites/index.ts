/** Favourites: their routes and the service behind them. */
export { favoritesRoutes } from './favorites.routes';
export {
  createFavoritesService,
  type FavoritesDeps,
  type FavoritesService,
} from './favorites.service';

/** Places in the search box: cities and districts with their advert counts. */
export { placeSuggestionsRoutes } from './place-suggestions.routes';
export {
  createPlaceSuggestionsService,
  type PlaceSuggestionsService,
} from './place-suggestions.service';

/** The map of the advert search: clusters and markers in a box (docs/product.md#map-search). */
export { advertMapRoutes } from './advert-map.routes';
export {
  createAdvertMapService,
  type AdvertMapService,
  MARKER_ZOOM,
  MAX_MARKERS,
} from './advert-map.service';

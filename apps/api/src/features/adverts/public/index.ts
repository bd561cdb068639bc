/** Public reads of adverts: the advert page and its view counting (the search is features/search). */
export { advertsPublicRoutes } from './adverts.public.routes';
export { createAdvertsRepository } from './adverts.repository';
export {
  createAdvertsReadService,
  type AdvertsReadDeps,
  type AdvertsReadService,
} from './adverts.service';

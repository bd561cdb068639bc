/** The advert search (docs/product.md#search): public lists and counts, cards, the owner's page. */
export { createSearch, type Search, type SearchOptions } from './search.service';
export { PUBLIC_ADVERT, type AdvertRow } from './advert-columns.repository';
export { hasAgency, toSearch, viewerOf, type SearchFilters, type Viewer } from './search-filters';
export { searchRoutes } from './search.routes';
export { whereOf } from './page-sql.repository';
export { countStatement } from './count-sql.repository';
export { ADVERT_INNER_COLUMNS, readAdvertCards, type CardsQuery } from './advert-cards.repository';
export { toAdvertImage } from './advert.mapper';

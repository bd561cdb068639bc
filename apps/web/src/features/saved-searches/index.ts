// Saved searches and their e-mail alerts (docs/product.md#saved-searches).
export { SaveSearchButton } from './components/save-search-button';
export { SAVED_MESSAGE } from './components/save-search-form';
export { SavedSearchesPage, DELETE_QUESTION } from './components/saved-searches-page';
export { PriceDropsUnsubscribePage, UnsubscribePage } from './components/unsubscribe-page';
export { savedFiltersOf } from './lib/saved-filters';
export { savedSearchUrl } from './lib/saved-search-url';
export { savedSearchKeys } from './api/saved-searches';

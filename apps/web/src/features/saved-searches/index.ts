// Saved searches and their e-mail alerts (docs/product.md#saved-searches).
export { SaveSearchButton, SAVED_MESSAGE } from './components/save-search-button';
export { SavedSearchesPage, DELETE_QUESTION } from './components/saved-searches-page';
export { UnsubscribePage } from './components/unsubscribe-page';
export { savedFiltersOf, savedSearchUrl } from './lib/saved-filters';
export { savedSearchKeys } from './api/saved-searches';

export { HomeSearch, SEARCH_PLACEHOLDER } from './components/home-search';
export { SUGGESTION_COUNT, SUGGESTION_DELAY_MS, useSuggestions } from './api/suggestions';

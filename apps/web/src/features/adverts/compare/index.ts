// Compare: the /compare page, up to 4 public adverts side by side (docs/product.md#compare).
export { ComparePage } from './components/compare-page';

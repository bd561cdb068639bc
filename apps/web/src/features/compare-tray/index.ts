// The compare tray (docs/product.md#compare): the tick on cards and the advert page, and the tray.
export { CompareTick, COMPARE_LIMIT_MESSAGE } from './components/compare-tick';
export { CompareTray } from './components/compare-tray';
export {
  compareUrl,
  COMPARE_STORAGE_KEY,
  useCompareStore,
  type ComparedItem,
} from './lib/compare-store';

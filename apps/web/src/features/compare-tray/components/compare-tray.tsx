import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { useCompareStore } from '../lib/compare-store';

const COMPARE_PATH = paths.compare([]).split('?')[0];

// The panel and its question dialog load with the first tick, not with every first page.
const CompareTrayPanel = lazy(() => import('./compare-tray-panel'));

/**
 * The compare tray, shown while at least one advert is ticked (docs/product.md#compare); hidden on
 * the compare page itself.
 */
export function CompareTray() {
  const count = useCompareStore((s) => s.items.length);
  const { pathname } = useLocation();
  if (count === 0 || pathname === COMPARE_PATH) return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayPanel />
    </Suspense>
  );
}

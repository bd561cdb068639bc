import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return busy ? (
    <div className="navigation-progress" role="progressbar" aria-label="Loading page" />
  ) : null;
}

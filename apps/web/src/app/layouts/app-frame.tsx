import { Outlet } from 'react-router';
import { NavigationProgress } from '../../components/navigation-progress';
import { ScrollReset } from '../../components/scroll-reset';
import { LazyToastHost } from '../../components/toast';

/** Wraps every page, public and dashboard: scroll reset, navigation progress and toasts. */
export function AppFrame() {
  return (
    <>
      <ScrollReset />
      <NavigationProgress />
      <Outlet />
      <LazyToastHost />
    </>
  );
}

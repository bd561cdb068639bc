import { useNavigation } from 'react-router';
import { useT } from '../i18n';

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const t = useT();
  return busy ? (
    <div className="navigation-progress" role="progressbar" aria-label={t('shell.loadingPage')} />
  ) : null;
}

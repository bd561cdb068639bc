import { Outlet } from 'react-router';
import { ScrollToTopButton } from '../../components/scroll-to-top-button';
import { SiteFooter } from '../../components/site-footer';
import { CompareTray } from '../../features/compare-tray';
import { SiteHeader } from './site-header';
import { useT } from '../../i18n';

/** The public site: header, page, footer and the scroll-to-top button. */
export function RootLayout() {
  const t = useT();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <CompareTray />
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { useWideScreen } from '../../hooks/use-wide-screen';
import { homeLinkLabel } from '../../features/web-site';
import { useWebSite } from '../../lib/web-site';
import { Logo } from '../../components/logo';
import { Icon } from '../../components/icon/icon';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n';
import { SiteMenu } from './site-menu';

export const HEADER_DARK_AFTER_PX = 250;

const SitePhoneMenu = lazy(() => import('./site-phone-menu'));

/**
 * Sticky header: white, dark once the page is scrolled 250 px. From the lg breakpoint the menu
 * sits in the bar (Bootstrap's `.navbar-expand-lg .offcanvas`); below it the toggle opens a side
 * panel, which closes when one of its links is followed.
 */
export function SiteHeader() {
  const dark = useScrolledPast(HEADER_DARK_AFTER_PX);
  const [open, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const close = () => setOpen(false);
  const theme = dark ? 'dark' : 'light';
  const homeLabel = homeLinkLabel(useWebSite());
  const t = useT();
  const wide = useWideScreen();

  return (
    <header
      role="banner"
      data-bs-theme={theme}
      data-theme={theme}
      className={`site-header site-header--${theme} navbar navbar-expand-lg navbar-light sticky-top`}
    >
      <div className="container">
        <Link to={paths.home()} className="navbar-brand" onClick={close} aria-label={homeLabel}>
          <Logo light={dark} />
        </Link>
        {wide ? (
          <div className="site-menu offcanvas offcanvas-end">
            <div className="offcanvas-body">
              <SiteMenu onNavigate={close} />
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="navbar-toggler"
            aria-label={t('shell.openMenu')}
            aria-expanded={open}
            aria-haspopup="dialog"
            onClick={() => {
              setPanelWanted(true);
              setOpen(true);
            }}
          >
            <Icon name="list" />
          </button>
        )}
        {panelWanted ? (
          <Suspense fallback={null}>
            <SitePhoneMenu show={open && !wide} onHide={close} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}

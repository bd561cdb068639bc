import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { useWideScreen } from '../../hooks/use-wide-screen';
import { homeLinkLabel } from '../../features/web-site';
import { useWebSite } from '../../lib/web-site';
import { Logo } from '../../components/logo';
import { useAuthStore } from '../../features/auth';
import { paths } from '../../lib/paths';
import { SiteMenu } from './site-menu';
import { SiteMenuToggle } from './site-menu-toggle';

export const HEADER_DARK_AFTER_PX = 250;

const SitePhoneMenu = lazy(() => import('./site-phone-menu'));
const AttentiveSiteMenuToggle = lazy(() => import('./site-menu-toggle-attentive'));

/**
 * Sticky header: white, dark once the page is scrolled 250 px. From the lg breakpoint the menu
 * sits in the bar (Bootstrap's `.navbar-expand-lg .offcanvas`); below it the toggle opens a side
 * panel, which closes when one of its links is followed. A signed-in person's toggle shows a dot
 * while there are unread messages or tours waiting, as the dashboard's does.
 */
export function SiteHeader() {
  const dark = useScrolledPast(HEADER_DARK_AFTER_PX);
  const [open, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const close = () => setOpen(false);
  const theme = dark ? 'dark' : 'light';
  const homeLabel = homeLinkLabel(useWebSite());
  const wide = useWideScreen();
  const signedIn = useAuthStore((s) => s.isUserLogin);
  const toggle = {
    open,
    onOpen: () => {
      setPanelWanted(true);
      setOpen(true);
    },
  };

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
        ) : signedIn ? (
          // A signed-in person's button gets the dot once the counts' code has come.
          <Suspense fallback={<SiteMenuToggle {...toggle} />}>
            <AttentiveSiteMenuToggle {...toggle} />
          </Suspense>
        ) : (
          <SiteMenuToggle {...toggle} />
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

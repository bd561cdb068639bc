import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, Outlet } from 'react-router';
import { CompareTray } from '../../features/compare-tray';
import { homeLinkLabel } from '../../features/web-site';
import { useWebSite } from '../../lib/web-site';
import { Logo } from '../../components/logo';
import { useAuthStore } from '../../features/auth';
import { RequireLogin } from '../guards/require-login';
import { DashboardMenu } from './dashboard-menu';
import { PhoneMenuButton } from './phone-menu-button';
import { Icon } from '../../components/icon/icon';
import { UserAvatar } from '../../components/user-avatar';
import { paths } from '../../lib/paths';
import { LanguageSwitcher, useT } from '../../i18n';

const ROLE_NAMES = {
  ADMIN: 'shell.role.ADMIN',
  MANAGER: 'shell.role.MANAGER',
  CUSTOMER: 'shell.role.CUSTOMER',
} as const;
/** The back office frame: a side menu (collapsible on desktop, off-canvas on phones) and the page. */
function DashboardFrame() {
  const user = useAuthStore((s) => s.user);
  const menu = useAuthStore((s) => s.menu);
  const [collapsed, setCollapsed] = useState(false);
  const t = useT();
  // The role's name in the reader's language; a role the app does not know reads as sent.
  const roleName = (role: string | undefined) => {
    const key = ROLE_NAMES[(role ?? '').toUpperCase() as keyof typeof ROLE_NAMES];
    return key ? t(key) : role;
  };
  const homeLabel = homeLinkLabel(useWebSite());
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = () => setMobileOpen(false);

  return (
    <div className={`dash${collapsed ? ' dash--collapsed' : ''}`}>
      <a href="#dash-main" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <Offcanvas
        show={mobileOpen}
        onHide={closeMobile}
        responsive="lg"
        id="dash-sidebar"
        className="dash-sidebar"
        aria-labelledby="dash-sidebar-title"
      >
        <Offcanvas.Header
          closeButton
          closeLabel={t('shell.closeMenu')}
          className="dash-sidebar__header"
        >
          <Offcanvas.Title id="dash-sidebar-title" as="div">
            <Link
              to={paths.home()}
              onClick={closeMobile}
              aria-label={homeLabel}
              className="dash-sidebar__brand"
            >
              <Logo light />
            </Link>
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="dash-sidebar__body">
          <Link
            to={paths.home()}
            aria-label={homeLabel}
            className="dash-sidebar__brand dash-sidebar__brand--desktop"
          >
            <Logo light />
          </Link>
          <DashboardMenu items={menu} compact={collapsed && !mobileOpen} onNavigate={closeMobile} />
        </Offcanvas.Body>
      </Offcanvas>

      <div className="dash-main">
        <header className="dash-topbar">
          <PhoneMenuButton controls="dash-sidebar" onOpen={() => setMobileOpen(true)} />
          <Button
            variant="light"
            className="dash-topbar__toggle d-none d-lg-inline-flex"
            aria-label={t(collapsed ? 'shell.expandMenu' : 'shell.collapseMenu')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          >
            <Icon name={collapsed ? 'layout-sidebar' : 'layout-sidebar-inset'} />
          </Button>
          <span className="dash-topbar__role">{roleName(user?.role)}</span>
          <div className="dash-topbar__end">
            <LanguageSwitcher className="dash-topbar__language" />
            <Link to={paths.dashboard.addNewAdvert()} className="btn btn-primary btn-sm">
              <Icon name="plus-lg" className="me-1" />
              <span className="d-none d-sm-inline">{t('shell.addProperty')}</span>
              <span className="d-sm-none">{t('shell.add')}</span>
            </Link>
            <Link to={paths.dashboard.home()} className="dash-topbar__user">
              {user?.photo ? (
                <UserAvatar
                  photoUrl={user.photo.smallUrl}
                  initials=""
                  className="dash-topbar__avatar"
                />
              ) : (
                <Icon name="person-circle" />
              )}
              <span>{t('shell.hello', { name: user?.firstName })}</span>
            </Link>
          </div>
        </header>
        <main id="dash-main" className="dash-content" tabIndex={-1}>
          <Outlet />
          <CompareTray />
        </main>
      </div>
    </div>
  );
}

export default function DashboardLayout() {
  return (
    <RequireLogin>
      <DashboardFrame />
    </RequireLogin>
  );
}

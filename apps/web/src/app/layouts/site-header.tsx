import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Link, NavLink } from 'react-router';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { homeLinkLabel } from '../../features/web-site';
import { useWebSite } from '../../lib/web-site';
import { Logo } from '../../components/logo';
import { Icon } from '../../components/icon/icon';
import { paths } from '../../lib/paths';
import { LanguageSwitcher, useT } from '../../i18n';
import { SiteUserMenu } from './site-user-menu';

export const HEADER_DARK_AFTER_PX = 250;

const LINKS = [
  { to: paths.home(), label: 'shell.home' },
  { to: paths.properties(), label: 'shell.properties' },
  { to: paths.about(), label: 'shell.about' },
  { to: paths.contact(), label: 'shell.contact' },
] as const;

/**
 * Sticky header: white, dark once the page is scrolled 250 px. Below the lg breakpoint the menu
 * is an off-canvas panel that closes when one of its links is followed.
 */
export function SiteHeader() {
  const dark = useScrolledPast(HEADER_DARK_AFTER_PX);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const theme = dark ? 'dark' : 'light';
  const homeLabel = homeLinkLabel(useWebSite());
  const t = useT();

  return (
    <Navbar
      as="header"
      role="banner"
      expand="lg"
      sticky="top"
      expanded={open}
      onToggle={setOpen}
      data-bs-theme={theme}
      data-theme={theme}
      className={`site-header ${dark ? 'site-header--dark' : 'site-header--light'}`}
    >
      <Container>
        <Navbar.Brand as={Link} to={paths.home()} onClick={close} aria-label={homeLabel}>
          <Logo light={dark} />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-menu" label={t('shell.openMenu')}>
          <Icon name="list" />
        </Navbar.Toggle>
        <Navbar.Offcanvas
          id="site-menu"
          aria-labelledby="site-menu-title"
          placement="end"
          className="site-menu"
        >
          <Offcanvas.Header closeButton closeLabel={t('shell.closeMenu')}>
            <Offcanvas.Title id="site-menu-title">
              <Logo />
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <Nav as="nav" aria-label={t('shell.mainMenu')} className="site-menu__links">
              {LINKS.map((link) => (
                <Nav.Link
                  key={link.to}
                  as={NavLink}
                  to={link.to}
                  end={link.to === paths.home()}
                  onClick={close}
                >
                  {t(link.label)}
                </Nav.Link>
              ))}
            </Nav>
            <div className="site-menu__actions">
              <LanguageSwitcher />
              <SiteUserMenu onNavigate={close} />
              <Link
                to={paths.addNewAdvert()}
                className="btn btn-primary site-header__cta"
                onClick={close}
              >
                <Icon name="plus-lg" className="me-1" />
                {t('shell.addProperty')}
              </Link>
            </div>
          </Offcanvas.Body>
        </Navbar.Offcanvas>
      </Container>
    </Navbar>
  );
}

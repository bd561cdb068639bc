import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/icon/icon';
import { paths } from '../../lib/paths';
import { LanguageSwitcher, useT } from '../../i18n';
import { SiteUserMenu } from './site-user-menu';

const LINKS = [
  { to: paths.home(), label: 'shell.home' },
  { to: paths.properties(), label: 'shell.properties' },
  { to: paths.about(), label: 'shell.about' },
  { to: paths.contact(), label: 'shell.contact' },
] as const;

/** The header's links and actions: in the bar on a wide screen, in the side panel on a phone. */
export function SiteMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  return (
    <>
      <nav aria-label={t('shell.mainMenu')} className="site-menu__links navbar-nav">
        {LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.to === paths.home()}
            className="nav-link"
            onClick={onNavigate}
          >
            {t(link.label)}
          </NavLink>
        ))}
      </nav>
      <div className="site-menu__actions">
        <LanguageSwitcher />
        <SiteUserMenu onNavigate={onNavigate} />
        <Link
          to={paths.addNewAdvert()}
          className="btn btn-primary site-header__cta"
          onClick={onNavigate}
        >
          <Icon name="plus-lg" className="me-1" />
          {t('shell.addProperty')}
        </Link>
      </div>
    </>
  );
}

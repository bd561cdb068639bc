import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icon/icon';
import { useAuthStore } from '../../features/auth';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n';
import { AccountMark } from './account-mark';

const SiteAccountDropdown = lazy(() => import('./site-account-dropdown'));

/**
 * The header's account menu on public pages: a visitor gets Login; a signed-in person their
 * photo (or initials) and "Hello {first name}", opening their menu. Until the menu's code has
 * come (a moment, once per visit) the same mark shows in its place, so nothing moves.
 */
export function SiteUserMenu({ onNavigate }: { onNavigate: () => void }) {
  const user = useAuthStore((s) => (s.isUserLogin ? s.user : null));
  const t = useT();
  if (!user?.firstName)
    return (
      <Link to={paths.login()} className="site-header__user" onClick={onNavigate}>
        <Icon name="person-circle" />
        <span>{t('shell.login')}</span>
      </Link>
    );
  const mark = {
    firstName: user.firstName,
    lastName: user.lastName ?? '',
    photoUrl: user.photo?.smallUrl,
  };
  return (
    <Suspense
      fallback={
        <span className="site-user-menu">
          <span className="site-header__user btn btn-link dropdown-toggle">
            <AccountMark {...mark} />
          </span>
        </span>
      }
    >
      <SiteAccountDropdown mark={mark} onNavigate={onNavigate} />
    </Suspense>
  );
}

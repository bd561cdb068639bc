import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon/icon';
import { initialsOf, UserAvatar } from '../../components/user-avatar';
import { endSession, logoutOnServer, useAuthStore } from '../../features/auth';
import { paths } from '../../lib/paths';
import { LOGOUT_QUESTION } from './logout-question';

const LINKS = [
  { to: paths.dashboard.home(), label: 'Dashboard', icon: 'speedometer2' },
  { to: paths.dashboard.myAdverts(), label: 'My Adverts', icon: 'houses' },
  { to: paths.dashboard.favorites(), label: 'My Favourites', icon: 'heart' },
] as const;

/**
 * The header's account menu on public pages: a visitor gets Login; a signed-in person their
 * photo (or initials) and "Hello {first name}", opening Dashboard, My Adverts, My Favourites
 * and Log out (which asks first, as the dashboard's does).
 */
export function SiteUserMenu({ onNavigate }: { onNavigate: () => void }) {
  const user = useAuthStore((s) => (s.isUserLogin ? s.user : null));
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  if (!user?.firstName)
    return (
      <Link to={paths.login()} className="site-header__user" onClick={onNavigate}>
        <Icon name="person-circle" />
        <span>Login</span>
      </Link>
    );
  const logout = async () => {
    setConfirming(false);
    onNavigate();
    await logoutOnServer();
    endSession(true);
    await navigate(paths.home());
  };
  return (
    <Dropdown align="end" className="site-user-menu">
      <Dropdown.Toggle variant="link" className="site-header__user" id="site-user-menu">
        <UserAvatar
          photoUrl={user.photo?.smallUrl}
          initials={initialsOf(user.firstName, user.lastName)}
          className="site-user-menu__avatar"
        />
        <span>Hello {user.firstName}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LINKS.map((link) => (
          <Dropdown.Item key={link.to} as={Link} to={link.to} onClick={onNavigate}>
            <Icon name={link.icon} className="me-2" />
            {link.label}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => setConfirming(true)}>
          <Icon name="box-arrow-right" className="me-2" />
          Log out
        </Dropdown.Item>
      </Dropdown.Menu>
      <ConfirmDialog
        show={confirming}
        message={LOGOUT_QUESTION}
        confirmLabel="Yes"
        destructive={false}
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(false)}
      />
    </Dropdown>
  );
}

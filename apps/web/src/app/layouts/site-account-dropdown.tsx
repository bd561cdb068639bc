import { useState, type ComponentProps } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon/icon';
import { endSession, logoutOnServer } from '../../features/auth';
import { paths } from '../../lib/paths';
import { useT } from '../../i18n';
import { AccountMark } from './account-mark';

const LINKS = [
  { to: paths.dashboard.home(), label: 'shell.account.dashboard', icon: 'speedometer2' },
  { to: paths.dashboard.myAdverts(), label: 'shell.account.myAdverts', icon: 'houses' },
  { to: paths.dashboard.favorites(), label: 'shell.account.myFavourites', icon: 'heart' },
] as const;

interface SiteAccountDropdownProps {
  mark: ComponentProps<typeof AccountMark>;
  onNavigate: () => void;
}

/**
 * The signed-in person's menu: Dashboard, My Adverts, My Favourites and Log out (which asks
 * first, as the dashboard's does). Loaded only for signed-in people: the dropdown and its
 * positioning library stay off a visitor's first load.
 */
export default function SiteAccountDropdown({ mark, onNavigate }: SiteAccountDropdownProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const t = useT();
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
        <AccountMark {...mark} />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LINKS.map((link) => (
          <Dropdown.Item key={link.to} as={Link} to={link.to} onClick={onNavigate}>
            <Icon name={link.icon} className="me-2" />
            {t(link.label)}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => setConfirming(true)}>
          <Icon name="box-arrow-right" className="me-2" />
          {t('shell.account.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
      <ConfirmDialog
        show={confirming}
        message={t('shell.account.logoutQuestion')}
        confirmLabel={t('shell.yes')}
        destructive={false}
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(false)}
      />
    </Dropdown>
  );
}

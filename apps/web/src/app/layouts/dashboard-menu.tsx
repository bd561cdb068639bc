import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { MenuItem } from '../../features/access';
import { logoutOnServer, endSession, useAuthStore } from '../../features/auth';
import { Icon } from '../../components/icon/icon';
import { useUnreadContactCount } from '../../features/contact-messages';
import { useWaitingTourRequests } from '../../features/tour-requests';
import { useUnreadMessages } from '../../features/conversations';
import { usePendingAdvertCount } from '../../features/reports';
import { paths } from '../../lib/paths';
import { LOGOUT_QUESTION } from './logout-question';

const CONTACT_MESSAGES_PATH = paths.dashboard.contactMessages();
const TOUR_REQUESTS_PATH = paths.dashboard.tourRequests();
const MESSAGES_PATH = paths.dashboard.messages();
const ADVERTS_PATH = paths.dashboard.adverts();

interface DashboardMenuProps {
  items: readonly MenuItem[];
  /** Icons only (the collapsed desktop menu); labels stay available to screen readers. */
  compact?: boolean;
  onNavigate?: () => void;
}

function MenuLink({
  item,
  compact,
  end,
  onNavigate,
  count,
  countLabel = 'unread',
}: {
  item: MenuItem;
  compact: boolean;
  end?: boolean;
  onNavigate?: (() => void) | undefined;
  /** A number shown beside the label (unread messages); nothing when 0 or unknown. */
  count?: number | undefined;
  /** What the number counts, for screen readers. */
  countLabel?: string;
}) {
  return (
    <li>
      <NavLink
        to={item.path}
        end={end}
        className="dash-menu__link"
        onClick={onNavigate}
        title={compact ? item.label : undefined}
      >
        <Icon name={item.icon} />
        <span className={compact ? 'visually-hidden' : 'dash-menu__label'}>{item.label}</span>
        {count ? (
          <span className="dash-menu__count">
            {count}
            <span className="visually-hidden"> {countLabel}</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

/**
 * The side menu: Dashboard, the role's links (docs/product.md#page-access) and Logout with
 * its question.
 */
export function DashboardMenu({ items, compact = false, onNavigate }: DashboardMenuProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const isStaff = useAuthStore((s) => s.user?.role === 'ADMIN' || s.user?.role === 'MANAGER');
  const unread = useUnreadContactCount(isStaff).data;
  const waiting = useWaitingTourRequests().data?.waiting;
  const unreadMessages = useUnreadMessages(true).data;
  const pendingAdverts = usePendingAdvertCount(isStaff).data;
  const countOf = (path: string) =>
    path === CONTACT_MESSAGES_PATH ? unread : path === MESSAGES_PATH ? unreadMessages : undefined;
  const countFor = (path: string) =>
    path === TOUR_REQUESTS_PATH
      ? { count: waiting, countLabel: 'waiting for your answer' }
      : path === ADVERTS_PATH && isStaff
        ? { count: pendingAdverts, countLabel: 'waiting for review' }
        : { count: countOf(path) };

  const logout = async () => {
    setConfirming(false);
    onNavigate?.();
    await logoutOnServer();
    // Whichever renders first, the guards and this navigation both lead to /.
    endSession(true);
    await navigate(paths.home());
  };

  return (
    <nav aria-label="Dashboard" className={`dash-menu${compact ? ' dash-menu--compact' : ''}`}>
      <ul className="dash-menu__list">
        <MenuLink
          item={{ label: 'Dashboard', path: paths.dashboard.home(), icon: 'speedometer2' }}
          compact={compact}
          end
          onNavigate={onNavigate}
        />
        {items.map((item) => (
          <MenuLink
            key={item.path + item.label}
            item={item}
            compact={compact}
            end={item.path === paths.home()}
            onNavigate={onNavigate}
            {...countFor(item.path)}
          />
        ))}
        <li>
          <button
            type="button"
            className="dash-menu__link dash-menu__logout"
            onClick={() => setConfirming(true)}
            title={compact ? 'Logout' : undefined}
          >
            <Icon name="box-arrow-right" />
            <span className={compact ? 'visually-hidden' : 'dash-menu__label'}>Logout</span>
          </button>
        </li>
      </ul>
      <ConfirmDialog
        show={confirming}
        message={LOGOUT_QUESTION}
        confirmLabel="Yes"
        destructive={false}
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(false)}
      />
    </nav>
  );
}

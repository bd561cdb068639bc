import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { MenuItem } from '../../lib/access';
import { logoutOnServer, endSession, useAuthStore } from '../../features/auth';
import { Icon } from '../../components/icon/icon';
import { useUnreadContactCount } from '../../features/contact-messages';
import { useWaitingTourRequests } from '../../features/tour-requests';
import { useUnreadMessages } from '../../features/conversations';
import { usePendingAdvertCount } from '../../features/reports';
import { paths } from '../../lib/paths';
import { menuLabel, useDashboardT } from '../../i18n/dashboard-texts';

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
  countLabel,
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
  const t = useDashboardT();
  const label = menuLabel(t, item.label);
  return (
    <li>
      <NavLink
        to={item.path}
        end={end}
        className="dash-menu__link"
        onClick={onNavigate}
        title={compact ? label : undefined}
      >
        <Icon name={item.icon} />
        <span className={compact ? 'visually-hidden' : 'dash-menu__label'}>{label}</span>
        {count ? (
          <span className="dash-menu__count">
            {count}
            <span className="visually-hidden"> {countLabel ?? t('unread')}</span>
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
  const t = useDashboardT();
  const isStaff = useAuthStore((s) => s.user?.role === 'ADMIN' || s.user?.role === 'MANAGER');
  const unread = useUnreadContactCount(isStaff).data;
  const waiting = useWaitingTourRequests().data?.waiting;
  const unreadMessages = useUnreadMessages(true).data;
  const pendingAdverts = usePendingAdvertCount(isStaff).data;
  const countOf = (path: string) =>
    path === CONTACT_MESSAGES_PATH ? unread : path === MESSAGES_PATH ? unreadMessages : undefined;
  const countFor = (path: string) =>
    path === TOUR_REQUESTS_PATH
      ? { count: waiting, countLabel: t('waitingForAnswer') }
      : path === ADVERTS_PATH && isStaff
        ? { count: pendingAdverts, countLabel: t('waitingForReview') }
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
    <nav aria-label={t('menuLabel')} className={`dash-menu${compact ? ' dash-menu--compact' : ''}`}>
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
            title={compact ? t('logout') : undefined}
          >
            <Icon name="box-arrow-right" />
            <span className={compact ? 'visually-hidden' : 'dash-menu__label'}>{t('logout')}</span>
          </button>
        </li>
      </ul>
      <ConfirmDialog
        show={confirming}
        message={t('logoutQuestion')}
        confirmLabel={t('yes')}
        cancelLabel={t('cancel')}
        destructive={false}
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(false)}
      />
    </nav>
  );
}

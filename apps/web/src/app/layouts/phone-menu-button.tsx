import Button from 'react-bootstrap/Button';
import { Icon } from '../../components/icon/icon';
import { useUnreadMessages } from '../../features/conversations';
import { useWaitingTourRequests } from '../../features/tour-requests';
import { useT } from '../../i18n';

/**
 * Whether the side menu holds something new for the signed-in person: unread messages or tour
 * requests waiting for their answer (the same queries as the menu's counts, so no extra call).
 */
function useMenuAttention(): boolean {
  const unreadMessages = useUnreadMessages(true).data ?? 0;
  const waitingTours = useWaitingTourRequests().data?.waiting ?? 0;
  return unreadMessages > 0 || waitingTours > 0;
}

/**
 * The dashboard's menu button on phones, with a dot while there is something new: the menu's own
 * counts are out of sight until it opens.
 */
export function PhoneMenuButton({ controls, onOpen }: { controls: string; onOpen: () => void }) {
  const t = useT();
  const attention = useMenuAttention();
  return (
    <Button
      variant="light"
      className="dash-topbar__toggle d-lg-none"
      aria-label={t(attention ? 'shell.openMenuAttention' : 'shell.openMenu')}
      aria-controls={controls}
      onClick={onOpen}
    >
      <Icon name="list" />
      {attention ? <span className="dash-topbar__dot" aria-hidden="true" /> : null}
    </Button>
  );
}

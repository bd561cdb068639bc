import { useUnreadMessages } from '../../features/conversations';
import { useWaitingTourRequests } from '../../features/tour-requests';

/**
 * Whether the menu holds something new for the signed-in person: unread messages or tour requests
 * waiting for their answer (the same queries as the dashboard menu's counts, so no extra call).
 * Kept apart from the dot: the public header draws the dot from its first load, and these
 * queries' code comes later.
 */
export function useMenuAttention(): boolean {
  const unreadMessages = useUnreadMessages(true).data ?? 0;
  const waitingTours = useWaitingTourRequests().data?.waiting ?? 0;
  return unreadMessages > 0 || waitingTours > 0;
}

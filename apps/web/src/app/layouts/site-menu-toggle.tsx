import { Icon } from '../../components/icon/icon';
import { useT } from '../../i18n';
import { MenuAttentionDot } from './menu-attention-dot';

export interface SiteMenuToggleProps {
  open: boolean;
  onOpen: () => void;
}

/**
 * The public header's menu button below the lg breakpoint; `attention` adds the dot and says why
 * (unread messages or tours waiting, for a signed-in person).
 */
export function SiteMenuToggle({
  open,
  onOpen,
  attention = false,
}: SiteMenuToggleProps & { attention?: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      className="navbar-toggler"
      aria-label={t(attention ? 'shell.openMenuAttention' : 'shell.openMenu')}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <Icon name="list" />
      {attention ? <MenuAttentionDot /> : null}
    </button>
  );
}

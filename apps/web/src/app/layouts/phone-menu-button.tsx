import Button from 'react-bootstrap/Button';
import { Icon } from '../../components/icon/icon';
import { useT } from '../../i18n';
import { useMenuAttention } from './menu-attention';
import { MenuAttentionDot } from './menu-attention-dot';

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
      {attention ? <MenuAttentionDot /> : null}
    </Button>
  );
}

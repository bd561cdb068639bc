import Offcanvas from 'react-bootstrap/Offcanvas';
import { Logo } from '../../components/logo';
import { useT } from '../../i18n';
import { SiteMenu } from './site-menu';

export const PHONE_MENU_ID = 'site-phone-menu';

/**
 * The header's menu as a side panel below the lg breakpoint: a chunk of its own, fetched when the
 * menu is first opened, so the first load carries no dialog code (docs/product.md#first-load).
 */
export default function SitePhoneMenu({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      id={PHONE_MENU_ID}
      className="site-menu"
      aria-labelledby="site-menu-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('shell.closeMenu')}>
        <Offcanvas.Title id="site-menu-title">
          <Logo />
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <SiteMenu onNavigate={onHide} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}

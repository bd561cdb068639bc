import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { usePropertiesT } from '../../features/adverts';

/**
 * The property list's filters as a side sheet below the lg breakpoint: a chunk of its own, fetched
 * when the Filter button is first pressed, so a phone's first load carries no dialog code and
 * draws no hidden form (docs/product.md#first-load).
 */
export default function FilterSheet(props: {
  show: boolean;
  onHide: () => void;
  children: ReactNode;
}) {
  const t = usePropertiesT();
  return (
    <Offcanvas
      show={props.show}
      onHide={props.onHide}
      placement="start"
      aria-labelledby="filters-title"
      className="filter-panel"
    >
      <Offcanvas.Header closeButton closeLabel={t('closeFilters')}>
        <Offcanvas.Title id="filters-title">{t('filter')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="filter-panel__body">{props.children}</Offcanvas.Body>
    </Offcanvas>
  );
}

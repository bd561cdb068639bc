import Modal from 'react-bootstrap/Modal';
import SaveSearchForm from './save-search-form';

/**
 * The "Save this search" dialog: a chunk of its own, fetched with the first click, so the
 * property list's first load carries no dialog code (docs/product.md#first-load).
 */
export default function SaveSearchDialog(props: {
  show: boolean;
  filters: Record<string, string>;
  onHide: () => void;
}) {
  return (
    <Modal show={props.show} onHide={props.onHide} centered aria-labelledby="save-search-title">
      <SaveSearchForm filters={props.filters} onDone={props.onHide} />
    </Modal>
  );
}

import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Icon } from './icon/icon';

interface ConfirmDialogProps {
  show: boolean;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal (logout, deletes). */
export function ConfirmDialog({
  show,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      aria-labelledby="confirm-dialog-message"
      size="sm"
    >
      <Modal.Body className="text-center p-4">
        <div className="confirm-dialog__icon" aria-hidden="true">
          <Icon name="question-circle" />
        </div>
        <p id="confirm-dialog-message" className="fs-5 mb-0">
          {message}
        </p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center border-0 pt-0 pb-4">
        <Button variant="outline-secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

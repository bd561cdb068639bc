import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Icon } from './icon/icon';
import { useT } from '../i18n';

interface ConfirmDialogProps {
  show: boolean;
  /** The question, naming what is acted on where its wording is free. */
  message: string;
  /**
   * The thing acted on (an advert's title, a user's name), shown under a question whose words are
   * fixed, so the person sees what the click will touch.
   */
  subject?: string;
  /** The action's name on the confirm button ("Delete", "Decline"): never a bare "OK". */
  confirmLabel: string;
  /** The safe choice; "Cancel" unless that word would be confused with the action's own. */
  cancelLabel?: string;
  /** Destructive actions get a red button; a plain question (logout) a blue one. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one question asked before a destructive or irreversible click. Cancel holds the focus, so
 * Enter or a stray click on the keyboard does nothing harmful; Escape and the backdrop cancel.
 */
export function ConfirmDialog({
  show,
  message,
  subject,
  confirmLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const t = useT();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={messageId} size="sm">
      <Modal.Body className="text-center p-4">
        <div
          className={`confirm-dialog__icon${destructive ? ' confirm-dialog__icon--danger' : ''}`}
          aria-hidden="true"
        >
          <Icon name={destructive ? 'exclamation-triangle' : 'question-circle'} />
        </div>
        <p id={messageId} className="fs-5 mb-0">
          {message}
        </p>
        {subject ? <p className="confirm-dialog__subject mt-2 mb-0">{subject}</p> : null}
      </Modal.Body>
      <Modal.Footer className="justify-content-center border-0 pt-0 pb-4">
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          {cancelLabel ?? t('shell.cancel')}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

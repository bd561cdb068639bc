import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Icon } from '../../../../components/icon/icon';
import { useVisitsT } from '../../texts';

interface LoginPromptProps {
  show: boolean;
  onLogin: () => void;
  onRegister: () => void;
  onCancel: () => void;
}

/**
 * The specified 'You must login for tour request', with "Create one now" beside Login for a
 * visitor without an account; both come back to the advert with the choice kept.
 */
export function LoginPrompt({ show, onLogin, onRegister, onCancel }: LoginPromptProps) {
  const t = useVisitsT();
  const messageId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={messageId} size="sm">
      <Modal.Body className="text-center p-4">
        <div className="confirm-dialog__icon" aria-hidden="true">
          <Icon name="question-circle" />
        </div>
        <p id={messageId} className="fs-5 mb-0">
          {t('mustLogin')}
        </p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center border-0 pt-0 pb-4 login-prompt__buttons">
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          {t('cancel')}
        </Button>
        <Button variant="outline-primary" onClick={onRegister}>
          {t('createAccount')}
        </Button>
        <Button variant="primary" onClick={onLogin}>
          {t('login')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

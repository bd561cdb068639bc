import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../i18n';

interface PromptDialogProps {
  show: boolean;
  /** The question, also the input's label. */
  message: string;
  initialValue: string;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

/** A one-line question in a modal, in place of the browser's prompt (which tests cannot drive). */
export function PromptDialog({
  show,
  message,
  initialValue,
  onConfirm,
  onCancel,
}: PromptDialogProps) {
  return (
    <Modal show={show} onHide={onCancel} centered size="sm">
      {show ? (
        <PromptBody
          message={message}
          initialValue={initialValue}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      ) : null}
    </Modal>
  );
}

function PromptBody({
  message,
  initialValue,
  onConfirm,
  onCancel,
}: Omit<PromptDialogProps, 'show'>) {
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onConfirm(value);
  };
  return (
    <Form onSubmit={submit}>
      <Modal.Body className="p-4">
        <Form.Label htmlFor={id}>{message}</Form.Label>
        <Form.Control
          id={id}
          value={value}
          maxLength={60}
          autoFocus
          onChange={(event) => setValue(event.target.value)}
        />
      </Modal.Body>
      <Modal.Footer className="border-0 pt-0 pb-4 justify-content-center">
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('shell.cancel')}
        </Button>
        <Button type="submit" variant="primary">
          {t('shell.ok')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

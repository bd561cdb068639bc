import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormField } from '../../../../components/forms';
import { rejectionReasonSchema } from '../forms/moderation-schema';

interface RejectReasonDialogProps {
  show: boolean;
  count: number;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for the one reason every chosen advert is rejected with. */
export function RejectReasonDialog({ show, count, onReject, onCancel }: RejectReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = rejectionReasonSchema.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setReason('');
    setError(undefined);
    onReject(checked.data);
  };

  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="reject-dialog-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="reject-dialog-title" as="h2" className="fs-5">
            Reject {count} {count === 1 ? 'advert' : 'adverts'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField
            label="Reason for rejection"
            id="bulk-reject-reason"
            error={error}
            hint="The owners see this reason in My Adverts and by e-mail."
            mutedHint={false}
            hintAfterError
            className=""
          >
            {(control) => (
              <Form.Control
                as="textarea"
                rows={3}
                value={reason}
                {...control}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger">
            Reject
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

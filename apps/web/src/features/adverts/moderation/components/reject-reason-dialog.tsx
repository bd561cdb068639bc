import { REJECTION_REASONS, type RejectionReasonCode } from '@estate/contracts/rejection-reasons';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormField } from '../../../../components/forms';
import { checkRejection, type Rejection } from '../forms/moderation-schema';

interface RejectReasonDialogProps {
  show: boolean;
  count: number;
  /** The advert's title when one advert is rejected: the dialog names it. */
  title?: string;
  onReject: (rejection: Rejection) => void;
  onCancel: () => void;
}

/**
 * Asks why the chosen adverts are rejected: a reason from the list and free text (required for
 * Other); the owners read both in My Adverts and by e-mail (docs/product.md#moderation).
 */
export function RejectReasonDialog(props: RejectReasonDialogProps) {
  const { show, count, title, onReject, onCancel } = props;
  const [code, setCode] = useState<RejectionReasonCode>();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ code?: string; reason?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRejection(code, reason);
    if ('errors' in checked) return setErrors(checked.errors);
    setCode(undefined);
    setReason('');
    setErrors({});
    onReject(checked.rejection);
  };

  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="reject-dialog-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="reject-dialog-title" as="h2" className="fs-5">
            {title ? `Reject "${title}"` : `Reject ${count} ${count === 1 ? 'advert' : 'adverts'}`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <fieldset
            className="mb-3"
            aria-describedby={errors.code ? 'reject-code-error' : undefined}
          >
            <legend className="form-label fs-6">Reason</legend>
            {REJECTION_REASONS.map((r) => (
              <Form.Check
                key={r.code}
                type="radio"
                id={`reject-code-${r.code}`}
                name="reasonCode"
                label={r.label}
                checked={code === r.code}
                isInvalid={errors.code !== undefined}
                onChange={() => setCode(r.code)}
              />
            ))}
            {errors.code ? (
              <div id="reject-code-error" className="invalid-feedback d-block">
                {errors.code}
              </div>
            ) : null}
          </fieldset>
          <FormField
            label={code === 'OTHER' ? 'Details' : 'Details (optional)'}
            id="bulk-reject-reason"
            error={errors.reason}
            hint="The owners see the reason and these details in My Adverts and by e-mail."
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

import { REJECTION_REASONS, type RejectionReasonCode } from '@estate/contracts/rejection-reasons';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormField } from '../../../../components/forms';
import { checkRejection, REASON_CODE_REQUIRED, type Rejection } from '../forms/moderation-schema';
import { reasonKey, useModerationT } from '../texts';

interface RejectReasonDialogProps {
  show: boolean;
  count: number;
  /** The advert's title when one advert is rejected: the dialog names it. */
  title?: string;
  /** One live advert's waiting edit is rejected, not the advert: it stays live. */
  edit?: boolean;
  onReject: (rejection: Rejection) => void;
  onCancel: () => void;
}

interface ReasonChoicesProps {
  code: RejectionReasonCode | undefined;
  error: string | undefined;
  onChoose: (code: RejectionReasonCode) => void;
}

/** The listed reasons, each labelled in the reader's language (the contract names them in English). */
function ReasonChoices({ code, error, onChoose }: ReasonChoicesProps) {
  const t = useModerationT();
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'reject-code-error' : undefined}>
      <legend className="form-label fs-6">{t('reject.reason')}</legend>
      {REJECTION_REASONS.map((r) => (
        <Form.Check
          key={r.code}
          type="radio"
          id={`reject-code-${r.code}`}
          name="reasonCode"
          label={t(reasonKey(r.code))}
          checked={code === r.code}
          isInvalid={error !== undefined}
          onChange={() => onChoose(r.code)}
        />
      ))}
      {error ? (
        <div id="reject-code-error" className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

function dialogTitle(
  t: ReturnType<typeof useModerationT>,
  title: string | undefined,
  edit: boolean | undefined,
  count: number,
) {
  if (!title) return t('reject.titleMany', { count });
  return edit ? t('reject.titleEdit', { title }) : t('reject.titleOne', { title });
}

/**
 * Asks why the chosen adverts are rejected: a reason from the list and free text (required for
 * Other); the owners read both in My Adverts and by e-mail (docs/product.md#moderation).
 */
export function RejectReasonDialog(props: RejectReasonDialogProps) {
  const { show, count, title, edit, onReject, onCancel } = props;
  const [code, setCode] = useState<RejectionReasonCode>();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ code?: string; reason?: string }>({});
  const t = useModerationT();
  // The web's own message is the page's; the contract's messages stay as the contract says them.
  const codeError = errors.code === REASON_CODE_REQUIRED ? t('reject.codeRequired') : errors.code;

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
            {dialogTitle(t, title, edit, count)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ReasonChoices code={code} error={codeError} onChoose={setCode} />
          <FormField
            label={code === 'OTHER' ? t('reject.details') : t('reject.detailsOptional')}
            id="bulk-reject-reason"
            error={errors.reason}
            hint={edit ? t('reject.hintEdit') : t('reject.hint')}
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
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger">
            {t('reject.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

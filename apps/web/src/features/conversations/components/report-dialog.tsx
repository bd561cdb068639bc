import type { ConversationReportReason } from '@estate/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/forms';
import Modal from 'react-bootstrap/Modal';
import { errorMessage } from '../../../lib/api-error';
import { reportConversation } from '../api/conversations';
import { useMessagesT, type MessagesTextKey } from '../texts';

/** The contract's reasons, in the order offered (the list stays type-checked against it). */
const REASONS = [
  'SPAM',
  'SCAM',
  'ABUSE',
  'OTHER',
] as const satisfies readonly ConversationReportReason[];
const MAX_DETAILS = 500;

interface ReportDialogProps {
  show: boolean;
  threadId: number;
  onReported: () => void;
  onCancel: () => void;
}

/**
 * Reports the thread to staff (docs/product.md#conversations): a reason from the list and,
 * optionally, a few words. The server keeps one report per thread and person.
 */
export function ReportDialog({ show, threadId, onReported, onCancel }: ReportDialogProps) {
  const t = useMessagesT();
  const [reason, setReason] = useState<ConversationReportReason>();
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () => reportConversation(threadId, { reason: reason!, details }),
    onSuccess: onReported,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(true);
    send.mutate();
  };
  const tooLong = details.trim().length > MAX_DETAILS;

  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="report-dialog-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="report-dialog-title" as="h2" className="fs-5">
            {t('reportTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">{t('reportLead')}</p>
          <fieldset className="mb-3" aria-describedby={missing ? 'report-reason-error' : undefined}>
            <legend className="form-label fs-6">{t('reportReason')}</legend>
            {REASONS.map((code) => (
              <Form.Check
                key={code}
                type="radio"
                id={`report-reason-${code}`}
                name="reason"
                label={t(`reason.${code}` as MessagesTextKey)}
                checked={reason === code}
                isInvalid={missing}
                onChange={() => {
                  setReason(code);
                  setMissing(false);
                }}
              />
            ))}
            {missing ? (
              <div id="report-reason-error" className="invalid-feedback d-block">
                {t('reportReasonMissing')}
              </div>
            ) : null}
          </fieldset>
          <FormField
            id={`report-details-${threadId}`}
            label={t('reportDetails')}
            error={tooLong ? t('reportDetailsTooLong') : undefined}
            className=""
          >
            {(control) => (
              <Form.Control
                {...control}
                as="textarea"
                rows={3}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
              />
            )}
          </FormField>
          {send.error ? (
            <Alert variant="danger" className="mt-3 mb-0">
              {errorMessage(send.error)}
            </Alert>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={send.isPending || tooLong}>
            {t('sendReport')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

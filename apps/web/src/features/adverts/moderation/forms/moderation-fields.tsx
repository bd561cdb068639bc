import { ADVERT_STATUSES } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { advertStatusLabel } from '../../../../components/advert-status-badge';
import type { ModerationFields as Values } from './moderation-schema';

/**
 * The admin editor's STATUS select (Pending, Activated, Rejected) and, once Rejected is chosen,
 * the reason the owner is shown.
 */
export function ModerationFields({ form }: { form: UseFormReturn<Values> }) {
  const { register, watch, formState } = form;
  const rejecting = watch('status') === 'REJECTED';
  return (
    <fieldset className="moderation-fields advert-form__section">
      <legend className="advert-form__section-title">Moderation</legend>
      <Form.Group controlId="advert-status" className="mb-3">
        <Form.Label>STATUS</Form.Label>
        <Form.Select {...register('status')}>
          {ADVERT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {advertStatusLabel(s)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {rejecting ? (
        <Form.Group controlId="advert-reason" className="mb-3">
          <Form.Label>Reason for rejection</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            autoFocus
            isInvalid={!!formState.errors.reason}
            aria-invalid={!!formState.errors.reason}
            aria-describedby={
              formState.errors.reason
                ? 'advert-reason-error advert-reason-help'
                : 'advert-reason-help'
            }
            {...register('reason')}
          />
          <Form.Control.Feedback type="invalid" id="advert-reason-error">
            {formState.errors.reason?.message}
          </Form.Control.Feedback>
          <Form.Text id="advert-reason-help">
            The owner sees this reason in My Adverts and by e-mail.
          </Form.Text>
        </Form.Group>
      ) : null}
    </fieldset>
  );
}

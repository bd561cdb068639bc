import { ADVERT_STATUSES } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../../components/forms';
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
        <FormField
          label="Reason for rejection"
          id="advert-reason"
          error={formState.errors.reason?.message}
          hint="The owner sees this reason in My Adverts and by e-mail."
          mutedHint={false}
          hintAfterError
        >
          {(control) => (
            <Form.Control as="textarea" rows={3} autoFocus {...control} {...register('reason')} />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}

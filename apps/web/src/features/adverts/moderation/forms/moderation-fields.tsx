import { ADVERT_STATUSES } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../../components/forms';
import { statusKey, useModerationT } from '../texts';
import { REASON_REQUIRED, type ModerationFields as Values } from './moderation-schema';

/**
 * The admin editor's STATUS select (Pending, Activated, Rejected) and, once Rejected is chosen,
 * the reason the owner is shown.
 */
export function ModerationFields({ form }: { form: UseFormReturn<Values> }) {
  const { register, watch, formState } = form;
  const rejecting = watch('status') === 'REJECTED';
  const t = useModerationT();
  // The web's own message is the page's; the contract's (too long) stays as the contract says it.
  const error = formState.errors.reason?.message;
  return (
    <fieldset className="moderation-fields advert-form__section">
      <legend className="advert-form__section-title">{t('fields.legend')}</legend>
      <Form.Group controlId="advert-status" className="mb-3">
        <Form.Label>{t('fields.status')}</Form.Label>
        <Form.Select {...register('status')}>
          {ADVERT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(statusKey(s))}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {rejecting ? (
        <FormField
          label={t('fields.reason')}
          id="advert-reason"
          error={error === REASON_REQUIRED ? t('fields.reasonRequired') : error}
          hint={t('fields.reasonHint')}
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

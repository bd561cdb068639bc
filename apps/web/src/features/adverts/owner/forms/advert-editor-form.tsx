import type { AdvertDetail, OwnerRevision } from '@estate/contracts';
import {
  REJECTION_REASON_CODES,
  rejectionReasonText,
  type RejectionReasonCode,
} from '@estate/contracts/rejection-reasons';
import Button from 'react-bootstrap/Button';
import { ViewingHoursEditor } from '../../../tour-requests';
import Form from 'react-bootstrap/Form';
import { FormProvider } from 'react-hook-form';
import { AdvertStatusBadge } from '../../../../components/advert-status-badge';
import { FormAlert, SubmitButton } from '../../../../components/forms';
import { errorMessage } from '../../../../lib/api-error';
import { usePickedImages } from '../../pictures';
import { AdvertEditorFields } from './advert-editor-fields';
import { fromAdvertDetail, fromRevision } from './advert-form-values';
import { RevisionNotice } from './revision-notice';
import { useAdvertEditorSave } from './use-advert-editor-save';
import { useAdvertForm } from './use-advert-form';
import { useEditorT } from '../texts';

interface AdvertEditorFormProps {
  detail: AdvertDetail;
  /** The owner's edit of this live advert that waits or was turned down. */
  revision?: OwnerRevision | null;
  onClose: () => void;
}

export function CurrentStatus({ advert }: { advert: AdvertDetail['advert'] }) {
  const t = useEditorT();
  // A listed reason's label in the reader's language; the staff's own words as they wrote them.
  const label = (code: string | null | undefined) =>
    REJECTION_REASON_CODES.includes(code as RejectionReasonCode)
      ? t(`reason.${code as RejectionReasonCode}`)
      : null;
  const reason = rejectionReasonText(advert.statusReasonCode, advert.statusReason, label);
  return (
    <div className="advert-form__status">
      <span>{t('currentStatus')}</span> <AdvertStatusBadge status={advert.status} />
      {reason ? <span className="owner-advert__reason">{reason}</span> : null}
    </div>
  );
}

/** The owner's editor: the add form's sections plus slug, saved pictures and the status. */
export function AdvertEditorForm({ detail, revision = null, onClose }: AdvertEditorFormProps) {
  const t = useEditorT();
  const { advert } = detail;
  const form = useAdvertForm(
    revision ? fromRevision(detail, revision.form) : fromAdvertDetail(detail),
    true,
  );
  const picked = usePickedImages(detail.imges.length);
  const editor = useAdvertEditorSave({ advert, picked, setError: form.setError, onSaved: onClose });

  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={form.handleSubmit(editor.onValid)}
        aria-label={t('advertEditor')}
        className="panel advert-form"
      >
        <CurrentStatus advert={advert} />
        <RevisionNotice revision={revision} />
        <FormAlert
          variant="danger"
          message={editor.failure ? errorMessage(editor.failure) : null}
        />
        <AdvertEditorFields detail={detail} picked={picked} saving={editor.saving} />
        <div className="d-flex gap-2 justify-content-end">
          <Button variant="outline-secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <SubmitButton busy={editor.saving} className="px-5">
            {t('update')}
          </SubmitButton>
        </div>
      </Form>
      <ViewingHoursEditor advertId={advert.id} />
    </FormProvider>
  );
}

import type { AdminAdvertDetail } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormAlert, SubmitButton } from '../../../../components/forms';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import {
  AdvertEditorFields,
  CurrentStatus,
  fromAdvertDetail,
  useAdvertForm,
  useEditorSave,
} from '../../owner';
import { usePickedImages } from '../../pictures';
import { isStaleAdvertError, useUpdateAdminAdvert } from '../api/admin-advert';
import { useModerationT } from '../texts';
import { ModerationFields } from './moderation-fields';
import { statusDecision, type StatusDecision } from './status-decision';
import { useModerationForm } from './use-moderation-form';

interface AdminAdvertFormProps {
  detail: AdminAdvertDetail;
  onClose: () => void;
  onDelete: () => void;
  /** The advert changed since it was shown: the editor shows it again. */
  onStale: () => void;
}

/** The advert editor, admin version: the owner's sections plus STATUS, Close, Delete, Update. */
export function AdminAdvertForm({ detail, onClose, onDelete, onStale }: AdminAdvertFormProps) {
  const { advert } = detail;
  const form = useAdvertForm(fromAdvertDetail(detail), true);
  const moderation = useModerationForm(detail);
  const picked = usePickedImages(detail.imges.length);
  const update = useUpdateAdminAdvert();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const t = useModerationT();
  const editor = useEditorSave({
    advertId: advert.id,
    picked,
    setError: form.setError,
    onSaved: onClose,
    onFailed: (error) => {
      toast.error(errorMessage(error));
      if (isStaleAdvertError(error)) onStale();
    },
    // The version shown: a save of an advert changed since then is refused.
    persist: (body) =>
      update.mutateAsync({
        id: advert.id,
        body: { ...body, ...moderation.getValues(), version: advert.version },
      }),
  });
  const [deciding, setDeciding] = useState<StatusDecision>();
  const save = () => form.handleSubmit(editor.save)();
  // Both parts are checked at once, so every message shows on the first Update; a valid change
  // to Activated or Rejected asks first, as it mails the owner and cannot be taken back.
  const submit = async () => {
    const [moderationValid, formValid] = await Promise.all([moderation.trigger(), form.trigger()]);
    if (!moderationValid) return;
    const decision = statusDecision(t, advert.title, detail.status, moderation.getValues());
    if (formValid && decision) setDeciding(decision);
    else await save();
  };

  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        aria-label={t('editor.label')}
        className="panel advert-form"
      >
        <CurrentStatus advert={advert} />
        <FormAlert
          variant="danger"
          message={editor.failure ? errorMessage(editor.failure) : null}
        />
        <ModerationFields form={moderation} />
        <AdvertEditorFields detail={detail} picked={picked} saving={editor.saving} />
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <Button variant="outline-secondary" onClick={onClose}>
            {t('editor.close')}
          </Button>
          <Button variant="outline-danger" onClick={() => setConfirmingDelete(true)}>
            {t('delete')}
          </Button>
          <SubmitButton busy={editor.saving} className="px-5">
            {t('editor.update')}
          </SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        show={confirmingDelete}
        message={t('editor.deleteQuestion')}
        subject={advert.title}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          onDelete();
        }}
      />
      <ConfirmDialog
        show={deciding !== undefined}
        message={deciding?.message ?? ''}
        confirmLabel={deciding?.confirmLabel ?? ''}
        destructive={deciding?.destructive}
        cancelLabel={t('cancel')}
        onCancel={() => setDeciding(undefined)}
        onConfirm={() => {
          setDeciding(undefined);
          void save();
        }}
      />
    </FormProvider>
  );
}

import type { AdvertDetail } from '@estate/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider } from 'react-hook-form';
import { AdvertStatusBadge } from '../../../components/advert-status-badge';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { applyServerValidations, FormAlert, SubmitButton } from '../../../components/forms';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useUpdateAdvertMutation } from '../api/update-advert';
import { ExistingImages } from '../components/existing-images';
import { ImagePicker } from '../components/image-picker';
import { usePickedImages } from '../components/use-picked-images';
import { AddressFields } from './address-fields';
import { fromAdvertDetail, toAdvertBody, type AdvertFormOutput } from './advert-form-values';
import { CommonInformationFields } from './common-information-fields';
import { FormSection } from './form-section';
import { ADVERT_SAVED_MESSAGE } from './new-advert-form';
import { PropertyDetailsFields } from './property-details-fields';
import { useAdvertForm } from './use-advert-form';

export const BACK_TO_REVIEW_QUESTION =
  'Your advert is live. Saving these changes sends it back to review, and it stays hidden until it is activated again. Save anyway?';

interface AdvertEditorFormProps {
  detail: AdvertDetail;
  onClose: () => void;
}

/** The owner's editor: the add form's sections plus slug, saved pictures and the status. */
export function AdvertEditorForm({ detail, onClose }: AdvertEditorFormProps) {
  const { advert } = detail;
  const form = useAdvertForm(fromAdvertDetail(detail), true);
  const update = useUpdateAdvertMutation();
  const picked = usePickedImages(detail.imges.length);
  const [confirming, setConfirming] = useState<AdvertFormOutput>();
  const [saving, setSaving] = useState(false);

  const save = async (values: AdvertFormOutput) => {
    setSaving(true);
    try {
      await update.mutateAsync({ slug: advert.slug, body: toAdvertBody(values) });
      if (await picked.uploadAll(advert.id)) {
        toast.success(ADVERT_SAVED_MESSAGE);
        onClose();
      }
    } catch (error) {
      applyServerValidations(error, form.setError, ['title', 'slug', 'description', 'price']);
    } finally {
      setSaving(false);
    }
  };
  const onValid = (values: AdvertFormOutput) =>
    advert.status === 'ACTIVATED' ? setConfirming(values) : save(values);

  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        aria-label="Advert editor"
        className="panel advert-form"
      >
        <div className="advert-form__status">
          <span>Current Status</span> <AdvertStatusBadge status={advert.status} />
          {advert.statusReason ? (
            <span className="owner-advert__reason">{advert.statusReason}</span>
          ) : null}
        </div>
        <FormAlert variant="danger" message={update.isError ? errorMessage(update.error) : null} />
        <CommonInformationFields withSlug />
        <AddressFields />
        <PropertyDetailsFields />
        <FormSection title="Images">
          <ExistingImages advertId={advert.id} images={detail.imges} />
          <ImagePicker picked={picked} disabled={saving} />
        </FormSection>
        {picked.images.some((i) => i.state === 'failed') ? (
          <Alert variant="warning" role="alert">
            Your changes were saved, but some pictures were not sent. Press Update to send them
            again.
          </Alert>
        ) : null}
        <div className="d-flex gap-2 justify-content-end">
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
          <SubmitButton busy={saving} className="px-5">
            Update
          </SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        show={confirming !== undefined}
        message={BACK_TO_REVIEW_QUESTION}
        confirmLabel="Save"
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          const values = confirming!;
          setConfirming(undefined);
          void save(values);
        }}
      />
    </FormProvider>
  );
}

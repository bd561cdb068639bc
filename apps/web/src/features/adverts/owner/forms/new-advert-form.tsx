import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '../../../../components/forms';
import { toast } from '../../../../components/toast';
import { DEFAULT_VIEWING_HOURS, type ViewingHours } from '@estate/contracts';
import { saveViewingHours, ViewingHoursFields, viewingHoursProblem } from '../../../tour-requests';
import { errorMessage } from '../../../../lib/api-error';
import { useCreateAdvertMutation } from '../api/create-advert';
import { ImagePicker, usePickedImages, usePicturesT } from '../../pictures';
import { AddressFields } from './address-fields';
import { EMPTY_ADVERT_FORM, toAdvertBody, type AdvertFormOutput } from './advert-form-values';
import { CommonInformationFields } from './common-information-fields';
import { FormSection } from './form-section';
import { PropertyDetailsFields } from './property-details-fields';
import { useAdvertForm } from './use-advert-form';
import { paths } from '../../../../lib/paths';
import { richText } from '../../../../i18n/rich-text';
import { EDITOR_ENGLISH, editorText, useEditorT } from '../texts';

/** The specification's words (docs/product.md#adverts); shown in the reader's language. */
export const ADVERT_SAVED_MESSAGE = EDITOR_ENGLISH.saved;
export const MY_ADVERTS_PATH = paths.dashboard.myAdverts();

function PicturesNotSent({ count }: { count: number }) {
  const t = useEditorT();
  return (
    <Alert variant="warning" role="alert">
      {richText((values) => t('picturesNotSent', { ...values, count }), {
        link: <Link to={MY_ADVERTS_PATH}>{t('goToMyAdverts')}</Link>,
      })}
    </Alert>
  );
}

/** The page's choice of posting for the poster's agency (docs/product.md#agency-adverts). */
export interface AgencyChoice {
  field: ReactNode;
  forAgency: boolean;
}

/**
 * The add form (docs/product.md#adverts): creates the advert, then sends the pictures. When a
 * picture fails, the advert and the typed form stay; the next submit only sends the pictures
 * that are still unsent, to the advert already made.
 */
export function NewAdvertForm({ agencyChoice }: { agencyChoice?: AgencyChoice }) {
  const form = useAdvertForm(EMPTY_ADVERT_FORM, false);
  const create = useCreateAdvertMutation();
  const picked = usePickedImages();
  const [advertId, setAdvertId] = useState<number>();
  const [sending, setSending] = useState(false);
  const [hours, setHours] = useState<ViewingHours>(DEFAULT_VIEWING_HOURS);
  const [hoursProblem, setHoursProblem] = useState<string>();
  const navigate = useNavigate();
  const t = useEditorT();
  // The picker's texts are fetched before the form is drawn, not under a drawn form.
  usePicturesT();

  const send = async (values: AdvertFormOutput) => {
    const problem = viewingHoursProblem(hours);
    setHoursProblem(problem);
    if (problem) return;
    setSending(true);
    try {
      const made = advertId === undefined;
      const id =
        advertId ??
        (await create.mutateAsync({ ...toAdvertBody(values), forAgency: agencyChoice?.forAgency }))
          .id;
      setAdvertId(id);
      // Hours are the advert's own record: saved once it exists (the default needs no row).
      if (made && hours !== DEFAULT_VIEWING_HOURS) await saveViewingHours(id, hours);
      if (await picked.uploadAll(id)) {
        toast.success(editorText('saved'));
        await navigate(MY_ADVERTS_PATH);
      }
    } catch {
      // The create call's refusal is shown above the form from the mutation's state.
    } finally {
      setSending(false);
    }
  };

  const failed = picked.images.filter((i) => i.state === 'failed').length;
  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={form.handleSubmit(send)}
        aria-label={t('newAdvert')}
        className="advert-form"
      >
        <FormAlert variant="danger" message={create.isError ? errorMessage(create.error) : null} />
        <fieldset disabled={advertId !== undefined} className="advert-form__fields">
          {agencyChoice?.field}
          <CommonInformationFields withSlug={false} />
          <AddressFields />
          <PropertyDetailsFields />
          <FormSection title={t('section.viewingHours')}>
            <FormAlert variant="danger" message={hoursProblem ?? null} />
            <ViewingHoursFields value={hours} onChange={setHours} />
          </FormSection>
        </fieldset>
        <FormSection title={t('section.images')}>
          <ImagePicker picked={picked} disabled={sending} />
        </FormSection>
        {advertId !== undefined && failed > 0 ? <PicturesNotSent count={failed} /> : null}
        <SubmitButton busy={sending} className="px-5">
          {failed > 0 && !sending ? t('retryPictures') : t('create')}
        </SubmitButton>
      </Form>
    </FormProvider>
  );
}

import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useAuthStore } from '../../auth';
import { useCreateTourRequest } from '../api/create-tour-request';
import { useTourSlots } from '../api/tour-slots';
import { useVisitsT } from '../texts';
import { clearTourChoice, readTourChoice, saveTourChoice } from './tour-choice';
import { tourRequestResolver } from './tour-request-resolver';
import { localToday, TOUR_FORM_DEFAULTS, type TourRequestFormValues } from './tour-request-values';
import { TourSlotSelect } from './tour-slot-select';

/**
 * "Schedule a tour" (docs/product.md#tour-times): a date must be chosen; the slots say which are
 * free; a visitor is asked to log in first and comes back with the same date and slot chosen.
 */
export function TourBookingForm({ advertId }: { advertId: number }) {
  const t = useVisitsT();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  const [askLogin, setAskLogin] = useState(false);
  const create = useCreateTourRequest();
  const { register, handleSubmit, reset, control, getValues, formState } =
    useForm<TourRequestFormValues>({
      resolver: tourRequestResolver,
      defaultValues: readTourChoice(advertId) ?? TOUR_FORM_DEFAULTS,
    });
  const [tourDate, tourTime] = useWatch({ control, name: ['tourDate', 'tourTime'] });
  const slots = useTourSlots(advertId, tourDate);
  const chosenState = slots.data?.slots.find((s) => s.time === tourTime)?.state;

  const onSubmit = handleSubmit(async (values) => {
    if (!isUserLogin) {
      setAskLogin(true);
      return;
    }
    // The server refuses these too (409); said here before a round trip.
    if (chosenState && chosenState !== 'FREE') return;
    try {
      await create.mutateAsync({ advertId, tourTime: `${values.tourDate}T${values.tourTime}` });
      toast.success(t('created'));
      clearTourChoice(advertId);
      reset(TOUR_FORM_DEFAULTS);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <>
      <Form noValidate onSubmit={onSubmit} className="tour-form" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="tour-form__title">
          {t('scheduleTour')}
        </h2>
        <FormField
          label={t('tourDate')}
          id={`${id}-date`}
          error={formState.errors.tourDate?.message}
        >
          {(control) => (
            <Form.Control type="date" min={localToday()} {...register('tourDate')} {...control} />
          )}
        </FormField>
        <TourSlotSelect
          id={`${id}-time`}
          registration={register('tourTime')}
          date={tourDate}
          time={tourTime}
          slots={slots.data}
        />
        <SubmitButton busy={create.isPending}>{t('submitRequest')}</SubmitButton>
      </Form>
      <ConfirmDialog
        show={askLogin}
        message={t('mustLogin')}
        confirmLabel={t('login')}
        cancelLabel={t('cancel')}
        destructive={false}
        onCancel={() => setAskLogin(false)}
        onConfirm={() => {
          setAskLogin(false);
          saveTourChoice(advertId, getValues());
          void navigate(paths.login(), { state: { from: location.pathname } });
        }}
      />
    </>
  );
}

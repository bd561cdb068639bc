import { useCallback, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { FormField } from '../../../../components/forms/form-field';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { paths } from '../../../../lib/paths';
import { RegisteredNotice, useAuthStore } from '../../../auth';
import { useCreateTourRequest } from '../../api/create-tour-request';
import { useTourSlots } from '../../api/tour-slots';
import { useVisitsT } from '../../texts';
import { clearTourChoice, readTourChoice, saveTourChoice } from './tour-choice';
import { tourRequestResolver } from '../shared/tour-request-resolver';
import {
  localToday,
  TOUR_FORM_DEFAULTS,
  type TourRequestFormValues,
} from '../shared/tour-request-values';
import { LoginPrompt } from './login-prompt';
import { TourSlotGrid } from '../slots/tour-slot-grid';
import { useSlotChoice } from '../slots/use-slot-choice';
import { ViewingHoursNote } from '../slots/viewing-hours-note';

/**
 * "Schedule a tour" (docs/product.md#tour-times): a date must be chosen; the slots say which are
 * free, and the first free one is chosen when 10:00 (or the kept choice) is not; a visitor is asked
 * to log in or register first and comes back with the same date and slot chosen.
 */
export function TourBookingForm({ advertId }: { advertId: number }) {
  const t = useVisitsT();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  const [askLogin, setAskLogin] = useState(false);
  const create = useCreateTourRequest();
  const { register, handleSubmit, reset, control, getValues, setValue, formState } =
    useForm<TourRequestFormValues>({
      resolver: tourRequestResolver,
      defaultValues: readTourChoice(advertId) ?? TOUR_FORM_DEFAULTS,
    });
  const [tourDate, tourTime] = useWatch({ control, name: ['tourDate', 'tourTime'] });
  const slots = useTourSlots(advertId, tourDate);
  const choose = useCallback((time: string) => setValue('tourTime', time), [setValue]);
  const { notice, chosenState } = useSlotChoice(tourDate, tourTime, slots.data, choose);
  const leaveFor = (to: string) => {
    setAskLogin(false);
    saveTourChoice(advertId, getValues());
    const back = location.pathname + location.search;
    void navigate(to, { state: { from: back, afterRegister: back } });
  };

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
        <RegisteredNotice />
        <ViewingHoursNote advertId={advertId} today={localToday()} />
        <FormField
          label={t('tourDate')}
          id={`${id}-date`}
          error={formState.errors.tourDate?.message}
        >
          {(control) => (
            <Form.Control type="date" min={localToday()} {...register('tourDate')} {...control} />
          )}
        </FormField>
        <TourSlotGrid
          id={`${id}-time`}
          registration={register('tourTime')}
          date={tourDate}
          time={tourTime}
          slots={slots.data}
          notice={notice}
        />
        <SubmitButton busy={create.isPending}>{t('submitRequest')}</SubmitButton>
      </Form>
      <LoginPrompt
        show={askLogin}
        onCancel={() => setAskLogin(false)}
        onLogin={() => leaveFor(paths.login())}
        onRegister={() => leaveFor(paths.register())}
      />
    </>
  );
}

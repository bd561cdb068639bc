import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { RegisteredNotice, useAuthStore } from '../../auth';
import { useCreateTourRequest } from '../api/create-tour-request';
import { useTourSlots } from '../api/tour-slots';
import { useVisitsT } from '../texts';
import { clearTourChoice, readTourChoice, saveTourChoice } from './tour-choice';
import { tourRequestResolver } from './tour-request-resolver';
import { localToday, TOUR_FORM_DEFAULTS, type TourRequestFormValues } from './tour-request-values';
import { LoginPrompt } from './booking/login-prompt';
import { slotToChoose } from './slots/slot-parts';
import { TourSlotGrid } from './slots/tour-slot-grid';
import { ViewingHoursNote } from './slots/viewing-hours-note';

/** The slot moved to because the wanted one was not free on that date. */
interface Moved {
  date: string;
  wanted: string;
  time: string;
}

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
  const [moved, setMoved] = useState<Moved>();
  const { register, handleSubmit, reset, control, getValues, setValue, formState } =
    useForm<TourRequestFormValues>({
      resolver: tourRequestResolver,
      defaultValues: readTourChoice(advertId) ?? TOUR_FORM_DEFAULTS,
    });
  const [tourDate, tourTime] = useWatch({ control, name: ['tourDate', 'tourTime'] });
  const slots = useTourSlots(advertId, tourDate);
  const chosenState = slots.data?.slots.find((s) => s.time === tourTime)?.state;

  // The wanted slot is not free that day: the first free one is taken instead, and the form says
  // so (remembered while drawing, as React advises for state that follows other state).
  const next = slotToChoose(tourTime, slots.data);
  const day = slots.data?.date;
  if (next && day && (moved?.date !== day || moved.time !== next || moved.wanted !== tourTime))
    setMoved({ date: day, wanted: tourTime, time: next });
  useEffect(() => {
    if (next) setValue('tourTime', next);
  }, [next, setValue]);
  const notice =
    slots.data && !slots.data.slots.some((s) => s.state === 'FREE')
      ? t('noFreeSlot')
      : moved && moved.date === tourDate && moved.time === tourTime
        ? t('firstFreeChosen', { wanted: moved.wanted, time: moved.time })
        : undefined;
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

import { DEFAULT_TOUR_TIME, TOUR_TIME_SLOTS, type TourRequest } from '@estate/contracts';
import { useCallback, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert, FormField, SubmitButton } from '../../../../components/forms';
import { errorMessage } from '../../../../lib/api-error';
import { useChangeTourTime } from '../../api/change-tour-time';
import { useTourSlots } from '../../api/tour-slots';
import { useVisitsT } from '../../texts';
import { tourRequestResolver } from '../shared/tour-request-resolver';
import { localToday, type TourRequestFormValues } from '../shared/tour-request-values';
import { TourSlotGrid } from '../slots/tour-slot-grid';
import { useSlotChoice } from '../slots/use-slot-choice';
import { ViewingHoursNote } from '../slots/viewing-hours-note';

/** The request's own date and half hour; today instead of a day that has passed. */
function startingChoice(request: TourRequest, today: string): TourRequestFormValues {
  const date = request.tourTime.slice(0, 10);
  const time = request.tourTime.slice(11, 16);
  return {
    tourDate: date < today ? today : date,
    tourTime: TOUR_TIME_SLOTS.includes(time) ? time : DEFAULT_TOUR_TIME,
  };
}

/**
 * The guest's new date and slot for a pending or declined request, on the booking form's slot
 * grid: the current time chosen, the first free one when it is not free. A refusal (a time that
 * has passed, a slot booked meanwhile) is said in the dialog, which stays open.
 */
export function ChangeTimeForm({
  request,
  onChanged,
}: {
  request: TourRequest;
  onChanged: () => void;
}) {
  const t = useVisitsT();
  const id = useId();
  const today = localToday();
  const change = useChangeTourTime();
  const [refusal, setRefusal] = useState<string>();
  const { register, handleSubmit, control, setValue, formState } = useForm<TourRequestFormValues>({
    resolver: tourRequestResolver,
    defaultValues: startingChoice(request, today),
  });
  const [tourDate, tourTime] = useWatch({ control, name: ['tourDate', 'tourTime'] });
  const slots = useTourSlots(request.advert.id, tourDate);
  const choose = useCallback((time: string) => setValue('tourTime', time), [setValue]);
  const { notice, chosenState } = useSlotChoice(tourDate, tourTime, slots.data, choose);

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(undefined);
    // The server refuses these too (400 past, 409 taken); said here before a round trip.
    if (chosenState && chosenState !== 'FREE') return;
    try {
      await change.mutateAsync({
        id: request.id,
        tourTime: `${values.tourDate}T${values.tourTime}`,
      });
      onChanged();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <p className="mb-3 fw-semibold">{request.advert.title}</p>
        <ViewingHoursNote advertId={request.advert.id} today={today} />
        <FormField
          label={t('tourDate')}
          id={`${id}-date`}
          error={formState.errors.tourDate?.message}
        >
          {(control) => (
            <Form.Control type="date" min={today} {...register('tourDate')} {...control} />
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
        <FormAlert
          variant="danger"
          message={refusal ?? (slots.error ? errorMessage(slots.error) : undefined)}
        />
      </Modal.Body>
      <Modal.Footer>
        <SubmitButton busy={change.isPending} className="">
          {t('saveNewTime')}
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}

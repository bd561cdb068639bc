import { TOUR_TIME_SLOTS } from '@estate/contracts';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../auth';
import { useCreateTourRequest } from '../api/create-tour-request';
import { localToday, TOUR_FORM_DEFAULTS, type TourRequestFormValues } from './tour-request-values';
import { tourRequestResolver } from './tour-request-resolver';
import { paths } from '../../../lib/paths';

interface TourRequestFormProps {
  advert: { id: number; user: { id: number } };
}

/**
 * "Schedule a tour" (docs/product.md#tour-times): a date must be chosen; a visitor is asked to log
 * in first; a logged-in user's request is sent and confirmed with a toast.
 */
export function TourRequestForm({ advert }: TourRequestFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  const userId = useAuthStore((s) => s.user?.id);
  const [askLogin, setAskLogin] = useState(false);
  const create = useCreateTourRequest();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TourRequestFormValues>({
    resolver: tourRequestResolver,
    defaultValues: TOUR_FORM_DEFAULTS,
  });

  if (isUserLogin && userId === advert.user.id) {
    return (
      <div className="tour-form tour-form--own">
        <p className="mb-2">This is your advert, so you cannot book a tour of it.</p>
        <p className="mb-0 small text-body-secondary">
          Requests from visitors appear under{' '}
          <Link to={paths.dashboard.tourRequests()}>Tour Requests</Link> in your dashboard.
        </p>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ tourDate, tourTime }) => {
    if (!isUserLogin) {
      setAskLogin(true);
      return;
    }
    try {
      await create.mutateAsync({ advertId: advert.id, tourTime: `${tourDate}T${tourTime}` });
      toast.success('Your tour request was created successfully');
      reset(TOUR_FORM_DEFAULTS);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  const dateError = errors.tourDate?.message;
  return (
    <>
      <Form noValidate onSubmit={onSubmit} className="tour-form" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="tour-form__title">
          Schedule a tour
        </h2>
        <FormField label="Tour Date" id={`${id}-date`} error={dateError}>
          {(control) => (
            <Form.Control type="date" min={localToday()} {...register('tourDate')} {...control} />
          )}
        </FormField>
        <Form.Group className="mb-3" controlId={`${id}-time`}>
          <Form.Label>Tour time</Form.Label>
          <Form.Select {...register('tourTime')}>
            {TOUR_TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <SubmitButton busy={create.isPending}>Submit a tour request</SubmitButton>
      </Form>
      <ConfirmDialog
        show={askLogin}
        message="You must login for tour request"
        confirmLabel="Login"
        destructive={false}
        onCancel={() => setAskLogin(false)}
        onConfirm={() => {
          setAskLogin(false);
          void navigate(paths.login(), { state: { from: location.pathname } });
        }}
      />
    </>
  );
}

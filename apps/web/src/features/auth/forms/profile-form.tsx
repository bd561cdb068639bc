import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@estate/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  applyServerValidations,
  FormAlert,
  FormField,
  SubmitButton,
  TextField,
} from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { usePhoneReading } from '../../../lib/phone-shown';
import { useUpdateProfileMutation } from '../api/update-profile';
import { updateSessionUser } from '../session';
import { profileFormSchema, type ProfileFormValues } from './schemas';
import { useAuthFormTexts } from '../texts/rule-messages';

export const PROFILE_SUCCESS = 'your profile updated';

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfileMutation();
  const { t, fieldError } = useAuthFormTexts();
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
  });

  const phoneReading = usePhoneReading(useWatch({ control, name: 'phone' }) ?? '');

  const onSubmit = handleSubmit(async (changes) => {
    setSaved(false);
    try {
      const saved = await update.mutateAsync({ user, changes });
      updateSessionUser(saved);
      reset({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone });
      setSaved(true);
    } catch (error) {
      applyServerValidations(error, setError, ['firstName', 'lastName', 'phone']);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('profileForm')}>
      <FormAlert variant="success" message={saved && !isDirty ? t('profileSuccess') : null} />
      <FormAlert variant="danger" message={update.isError ? errorMessage(update.error) : null} />
      <Row className="g-md-3">
        <Col md={6}>
          <TextField
            label={t('firstName')}
            autoComplete="given-name"
            registration={register('firstName')}
            error={fieldError(errors.firstName)}
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            registration={register('lastName')}
            error={fieldError(errors.lastName)}
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('phone')}
            type="tel"
            autoComplete="tel"
            registration={register('phone')}
            error={fieldError(errors.phone)}
            help={phoneReading && t('phoneShownAs', { phone: phoneReading })}
          />
        </Col>
        <Col md={6}>
          <FormField label={t('email')} id="profile-email" hint={t('emailHint')}>
            {(control) => <Form.Control type="email" value={user.email} readOnly {...control} />}
          </FormField>
        </Col>
      </Row>
      <SubmitButton busy={isSubmitting || update.isPending} className="px-5">
        {t('update')}
      </SubmitButton>
    </Form>
  );
}

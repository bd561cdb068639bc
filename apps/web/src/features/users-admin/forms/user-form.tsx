import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@estate/contracts';
import { useForm, useWatch } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { applyServerValidations, SubmitButton, TextField } from '../../../components/forms';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { usePhoneReading } from '../../../lib/phone-shown';
import { useAuthStore, updateSessionUser } from '../../auth';
import { useUpdateUserMutation } from '../api/update-user';
import { useUsersT } from '../texts';
import { RoleSelect } from './role-select';
import { roleLockReason } from './role-rules';
import { userFormSchema, type UserFormInput, type UserFormValues } from './user-form-schema';

interface UserFormProps {
  user: User;
  onSaved: (user: User) => void;
  onClose: () => void;
  onDelete: () => void;
}

const formValues = (user: User): UserFormInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  email: user.email,
  role: user.role,
});

/** The user edit form: names, phone, read-only e-mail and role; CLOSE, DELETE and SAVE. */
export function UserForm({ user, onSaved, onClose, onDelete }: UserFormProps) {
  const me = useAuthStore((s) => s.user);
  const update = useUpdateUserMutation();
  const t = useUsersT();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(userFormSchema),
    mode: 'onTouched',
    defaultValues: formValues(user),
  });

  const phoneReading = usePhoneReading(useWatch({ control, name: 'phone' }) ?? '');

  const onSubmit = handleSubmit(async ({ firstName, lastName, phone, role }) => {
    try {
      const saved = await update.mutateAsync({
        user,
        changes: { firstName, lastName, phone, role },
      });
      toast.success(t('updated'));
      // The answer replaces the form (docs/product.md#users); one's own account also renames
      // the greeting.
      reset(formValues(saved));
      if (saved.id === me?.id) updateSessionUser(saved);
      onSaved(saved);
    } catch (error) {
      toast.error(errorMessage(error));
      applyServerValidations(error, setError, ['firstName', 'lastName', 'phone', 'role']);
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('form.label')} className="panel">
      <Row className="g-md-3">
        <Col md={6}>
          <TextField
            label={t('form.firstName')}
            registration={register('firstName')}
            error={errors.firstName}
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('form.lastName')}
            registration={register('lastName')}
            error={errors.lastName}
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('form.phone')}
            type="tel"
            registration={register('phone')}
            error={errors.phone}
            help={phoneReading && t('form.phoneShownAs', { phone: phoneReading })}
          />
        </Col>
        <Col md={6}>
          <TextField
            label={t('form.email')}
            type="email"
            readOnly
            help={t('form.emailHelp')}
            registration={register('email')}
            error={errors.email}
          />
        </Col>
        <Col md={6}>
          <RoleSelect
            control={control}
            error={errors.role}
            lockReason={roleLockReason(t, me, user)}
          />
        </Col>
      </Row>
      <div className="users-admin__form-actions">
        <Button variant="outline-secondary" onClick={onClose}>
          {t('form.close')}
        </Button>
        <Button variant="outline-danger" onClick={onDelete}>
          {t('form.delete')}
        </Button>
        <SubmitButton busy={isSubmitting || update.isPending} className="px-5">
          {t('form.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}

import { ROLES } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { FormField } from '../../../components/forms';
import { useUsersT } from '../texts';
import type { UserFormInput } from './user-form-schema';

interface RoleSelectProps {
  control: Control<UserFormInput>;
  error: FieldError | undefined;
  /** Why the select is locked, or undefined when the role may change. */
  lockReason: string | undefined;
}

/**
 * The role select. A Controller keeps its value in the form while it is disabled (a disabled
 * registered input would be sent as undefined).
 */
export function RoleSelect({ control, error, lockReason }: RoleSelectProps) {
  const t = useUsersT();
  return (
    <FormField
      label={t('form.role')}
      id="user-form-role"
      error={error?.message}
      hint={lockReason}
      errorClassName="d-block"
    >
      {(describedControl) => (
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Form.Select {...field} disabled={lockReason !== undefined} {...describedControl}>
              <option value="">{t('form.selectRole')}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`role.${role}`)}
                </option>
              ))}
            </Form.Select>
          )}
        />
      )}
    </FormField>
  );
}

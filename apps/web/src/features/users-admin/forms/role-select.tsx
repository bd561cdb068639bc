import { ROLES } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import { Controller, type Control, type FieldError } from 'react-hook-form';
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
  // The message is read out with the select, as for every other field of the form.
  const describedBy = [lockReason ? 'user-form-role-help' : '', error ? 'user-form-role-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Form.Group className="mb-3" controlId="user-form-role">
      <Form.Label>Role</Form.Label>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <Form.Select
            {...field}
            disabled={lockReason !== undefined}
            isInvalid={!!error}
            aria-invalid={!!error}
            aria-describedby={describedBy || undefined}
          >
            <option value="">Select a role</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </Form.Select>
        )}
      />
      {lockReason ? (
        <Form.Text id="user-form-role-help" muted>
          {lockReason}
        </Form.Text>
      ) : null}
      {error ? (
        <Form.Control.Feedback type="invalid" className="d-block" id="user-form-role-error">
          {error.message}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

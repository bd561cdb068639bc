import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../../components/forms';
import { useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';

interface Option {
  id: number;
  label: string;
}

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly Option[] | undefined;
  error?: FieldError | undefined;
  /** Shown while the list is empty because nothing above it was chosen. */
  placeholder: string;
  disabled?: boolean;
}

/** A labelled select of ids wired to react-hook-form (inside its FormProvider), with its error. */
export function SelectField({
  label,
  registration,
  options,
  error,
  placeholder,
  disabled,
}: SelectFieldProps) {
  const id = `${useId()}-${registration.name}`;
  // Held by value: a saved choice shows once its options arrive, after the form has mounted.
  const value = useWatch({ name: registration.name }) as string | undefined;
  return (
    <FormField label={label} id={id} error={error?.message}>
      {(control) => (
        <Form.Select {...registration} value={value ?? ''} disabled={disabled} {...control}>
          <option value="">{placeholder}</option>
          {options?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </Form.Select>
      )}
    </FormField>
  );
}

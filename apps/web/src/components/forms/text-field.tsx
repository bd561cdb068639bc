import { useId, type InputHTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorMessages } from './field-errors';
import { FormField } from './form-field';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'size' | 'value'
> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  /** Show every failing rule, not only the first (password rules). */
  allMessages?: boolean;
  help?: string;
  multiline?: boolean;
  rows?: number;
}

/** A labelled input wired to react-hook-form, with its error messages under it. */
export function TextField({
  label,
  registration,
  error,
  allMessages = false,
  help,
  multiline = false,
  rows = 4,
  className,
  ...inputProps
}: TextFieldProps) {
  const messages = fieldErrorMessages(error);
  return (
    <FormField
      label={label}
      id={`${useId()}-${registration.name}`}
      error={allMessages ? messages : messages.slice(0, 1)}
      hint={help}
      className={className ?? 'mb-3'}
    >
      {(control) =>
        multiline ? (
          <Form.Control
            as="textarea"
            rows={rows}
            {...(inputProps as Omit<InputHTMLAttributes<HTMLTextAreaElement>, 'size' | 'value'>)}
            {...registration}
            {...control}
          />
        ) : (
          <Form.Control {...inputProps} {...registration} {...control} />
        )
      }
    </FormField>
  );
}

import { useId, type InputHTMLAttributes } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorMessages } from './field-errors';

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
  const id = `${useId()}-${registration.name}`;
  const messages = fieldErrorMessages(error);
  const shown = allMessages ? messages : messages.slice(0, 1);
  const describedBy = [shown.length ? `${id}-error` : '', help ? `${id}-help` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {multiline ? (
        <Form.Control
          as="textarea"
          rows={rows}
          {...(inputProps as Omit<InputHTMLAttributes<HTMLTextAreaElement>, 'size' | 'value'>)}
          {...registration}
          isInvalid={shown.length > 0}
          aria-invalid={shown.length > 0}
          aria-describedby={describedBy || undefined}
        />
      ) : (
        <Form.Control
          {...inputProps}
          {...registration}
          isInvalid={shown.length > 0}
          aria-invalid={shown.length > 0}
          aria-describedby={describedBy || undefined}
        />
      )}
      {help ? (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      ) : null}
      {shown.length ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {shown.length === 1 ? (
            shown[0]
          ) : (
            <ul className="field-errors">
              {shown.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

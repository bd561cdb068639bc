import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** What the field's control spreads on itself so that it is marked and described right. */
export interface FieldControlProps {
  isInvalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** Extra classes for the label, e.g. `visually-hidden` when the placeholder says it already. */
  labelClassName?: string;
  /** The control's id (the label points at it); the hint and error ids derive from it. */
  id?: string;
  /** The message or messages shown under the control; several are shown as a list. */
  error?: string | readonly string[] | undefined;
  hint?: ReactNode;
  /** Grey hint text (the default) or the body colour. */
  mutedHint?: boolean;
  /** Where the hint sits: under the control (the default) or under the error. */
  hintAfterError?: boolean;
  className?: string;
  /** Extra classes for the error, e.g. `d-block` when the control is not its sibling. */
  errorClassName?: string;
  /** Renders the control (a Form.Control or Form.Select, which takes its id from the group). */
  children: (control: FieldControlProps) => ReactNode;
}

const messagesOf = (error: FormFieldProps['error']) =>
  (typeof error === 'string' ? [error] : (error ?? [])).filter(Boolean);

/** A label, its control, an optional hint and the error, with the ids and ARIA wired between them. */
export function FormField({
  label,
  labelClassName,
  id: givenId,
  error,
  hint,
  mutedHint = true,
  hintAfterError = false,
  className = 'mb-3',
  errorClassName,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const messages = messagesOf(error);
  const invalid = messages.length > 0;
  const describedBy = [invalid ? `${id}-error` : '', hint ? `${id}-help` : '']
    .filter(Boolean)
    .join(' ');

  const hintText = hint ? (
    <Form.Text id={`${id}-help`} muted={mutedHint}>
      {hint}
    </Form.Text>
  ) : null;
  const errorText = invalid ? (
    <Form.Control.Feedback type="invalid" className={errorClassName} id={`${id}-error`}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className="field-errors">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </Form.Control.Feedback>
  ) : null;

  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
      {children({
        isInvalid: invalid,
        'aria-invalid': invalid,
        'aria-describedby': describedBy || undefined,
      })}
      {hintAfterError ? errorText : hintText}
      {hintAfterError ? hintText : errorText}
    </Form.Group>
  );
}

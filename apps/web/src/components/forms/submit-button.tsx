import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  children: string;
  busy?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A form's submit button; shows a spinner and stays disabled while the form is sending. */
export function SubmitButton({
  children,
  busy = false,
  disabled = false,
  className,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="primary"
      disabled={busy || disabled}
      className={className ?? 'w-100'}
    >
      {busy ? (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : null}
      {children}
    </Button>
  );
}

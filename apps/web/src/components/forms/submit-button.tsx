import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  children: string;
  busy?: boolean;
  disabled?: boolean;
  className?: string;
  /** Red for an irreversible action (deleting one's account). */
  variant?: 'primary' | 'danger';
}

/** A form's submit button; shows a spinner and stays disabled while the form is sending. */
export function SubmitButton({
  children,
  busy = false,
  disabled = false,
  className,
  variant = 'primary',
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant={variant}
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

import Alert from 'react-bootstrap/Alert';

interface FormAlertProps {
  variant: 'success' | 'danger' | 'info';
  message: string | null | undefined;
  onClose?: () => void;
}

/** A success or error message above or below a form (docs/product.md#messages). */
export function FormAlert({ variant, message, onClose }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert
      variant={variant}
      className="form-alert"
      role={variant === 'danger' ? 'alert' : 'status'}
      dismissible={!!onClose}
      onClose={onClose}
      closeLabel="Close message"
    >
      {message}
    </Alert>
  );
}

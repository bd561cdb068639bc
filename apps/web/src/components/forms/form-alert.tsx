import Alert from 'react-bootstrap/Alert';
import { useT } from '../../i18n';

interface FormAlertProps {
  variant: 'success' | 'danger' | 'info';
  message: string | null | undefined;
  onClose?: () => void;
}

/** A success or error message above or below a form (docs/product.md#messages). */
export function FormAlert({ variant, message, onClose }: FormAlertProps) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert
      variant={variant}
      className="form-alert"
      role={variant === 'danger' ? 'alert' : 'status'}
      dismissible={!!onClose}
      onClose={onClose}
      closeLabel={t('shell.closeMessage')}
    >
      {message}
    </Alert>
  );
}

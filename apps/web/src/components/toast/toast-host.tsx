import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { Icon } from '../icon/icon';
import { useToastStore, type ToastVariant } from './toast-store';
import { useT } from '../../i18n';

const ICONS: Record<ToastVariant, string> = {
  success: 'check-circle-fill',
  danger: 'exclamation-octagon-fill',
  info: 'info-circle-fill',
};

/** The one place toasts appear; fed by the toast store. */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const text = useT();
  return (
    <ToastContainer position="top-end" className="app-toasts p-3" containerPosition="fixed">
      {toasts.map((t) => (
        <Toast
          key={t.id}
          autohide
          delay={t.delay}
          onClose={() => dismiss(t.id)}
          className={`app-toast app-toast--${t.variant}`}
        >
          <Toast.Header closeLabel={text('shell.closeNotification')}>
            <Icon name={ICONS[t.variant]} className="me-2" />
            <strong className="me-auto">{text(`shell.toast.${t.variant}`)}</strong>
          </Toast.Header>
          <Toast.Body>{t.message}</Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}

import Spinner from 'react-bootstrap/Spinner';
import { useT } from '../i18n';

/** A list, page or section waiting for its first answer. */
export function LoadingPanel({ text }: { text?: string }) {
  const t = useT();
  return (
    <div className="loading-panel" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{text ?? t('shell.loading')}</span>
    </div>
  );
}

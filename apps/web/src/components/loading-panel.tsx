import Spinner from 'react-bootstrap/Spinner';
import { LOADING_TEXT } from './loading-screen';

/** A list, page or section waiting for its first answer. */
export function LoadingPanel({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <div className="loading-panel" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

import { errorMessage } from '../../../lib/api-error';
import { Icon } from '../../../components/icon/icon';

/** A section's failed load: the server's message and a way to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <Icon name="exclamation-triangle" />
      <span className="load-error__text">{errorMessage(error)}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

import { ApiError } from '../lib/api-error';
import { Icon } from './icon/icon';

export const LOAD_ERROR_FALLBACK = 'Something went wrong. Please try again.';

/**
 * Texts a proxy or the framework answers a 5xx with ("Internal Server Error", the client's own
 * "The request failed (HTTP 502).") say nothing to a person; our API's own 5xx message does.
 */
const RAW_SERVER_TEXT =
  /^(internal server error|bad gateway|service unavailable|gateway timeout|the request failed \(http \d+\)\.)$/i;

/** The message a failed load shows: the server's own words, else a short general one. */
export function loadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOAD_ERROR_FALLBACK;
  if (error.status >= 500 && RAW_SERVER_TEXT.test(error.message.trim())) return LOAD_ERROR_FALLBACK;
  return error.message || LOAD_ERROR_FALLBACK;
}

interface LoadErrorPanelProps {
  error: unknown;
  onRetry: () => void;
  /** A retry is on its way: the button waits for it. */
  retrying?: boolean;
  className?: string;
}

/** A list, page or section whose call failed: a short message and a Retry button. */
export function LoadErrorPanel({
  error,
  onRetry,
  retrying = false,
  className,
}: LoadErrorPanelProps) {
  return (
    <div className={`load-error${className ? ` ${className}` : ''}`} role="alert">
      <Icon name="exclamation-triangle" />
      <span className="load-error__text">{loadErrorMessage(error)}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={retrying}
        onClick={onRetry}
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

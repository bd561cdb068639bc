import { ApiError } from '../lib/api-error';
import { Icon } from './icon/icon';
import { t, useT } from '../i18n';

/** The general message, in the reader's language. */
export const loadErrorFallback = () => t('shell.loadError');

/**
 * Texts a proxy or the framework answers a 5xx with ("Internal Server Error", the client's own
 * "The request failed (HTTP 502).") say nothing to a person; our API's own 5xx message does.
 */
const RAW_SERVER_TEXT =
  /^(internal server error|bad gateway|service unavailable|gateway timeout|the request failed \(http \d+\)\.)$/i;

/** The message a failed load shows: the server's own words, else a short general one. */
export function loadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return loadErrorFallback();
  if (error.status >= 500 && RAW_SERVER_TEXT.test(error.message.trim())) return loadErrorFallback();
  return error.message || loadErrorFallback();
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
  const t = useT();
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
        {retrying ? t('shell.retrying') : t('shell.retry')}
      </button>
    </div>
  );
}

import { LoadErrorPanel } from './load-error-panel';
import { LoadingPanel } from './loading-panel';

/** The parts of a TanStack Query result the status needs. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * What a list or page shows instead of (or above) its data: the error panel once the call has
 * failed, the loading panel while the first answer is on its way, nothing otherwise. Never both.
 */
export function QueryStatus({ query, loadingText }: { query: QueryLike; loadingText?: string }) {
  if (query.isError)
    return (
      <LoadErrorPanel
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending) return <LoadingPanel text={loadingText} />;
  return null;
}

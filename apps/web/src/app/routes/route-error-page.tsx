import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../lib/paths';
import { t, useT, type MessageId } from '../../i18n';

const NAMED_STATUSES = new Set([400, 404, 405]);
const statusName = (status: number): string | undefined =>
  NAMED_STATUSES.has(status) ? t(`shell.routeError.${status}` as MessageId) : undefined;

function describe(error: unknown): { status?: number; detail: string } {
  if (isRouteErrorResponse(error)) {
    const name = statusName(error.status) ?? error.statusText;
    const data: unknown = error.data;
    return { status: error.status, detail: typeof data === 'string' && data ? data : name };
  }
  if (error instanceof Error) return { detail: error.message };
  return { detail: t('shell.routeError.detail') };
}

/** The error element for routing failures. */
export function RouteErrorPage() {
  useT();
  const { status, detail } = describe(useRouteError());
  return (
    <section className="status-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="status-page__title">
        {t('shell.routeError.title')}
      </h1>
      {status ? (
        <p className="status-page__code status-page__code--small">
          {status} {statusName(status) ?? ''}
        </p>
      ) : null}
      <p className="status-page__text">{detail}</p>
      {/* A full page load: the router itself may be what failed. */}
      <a href={paths.home()} className="btn btn-primary">
        {t('shell.routeError.home')}
      </a>
    </section>
  );
}

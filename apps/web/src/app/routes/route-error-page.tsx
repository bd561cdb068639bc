import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../lib/paths';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

function describe(error: unknown): { status?: number; detail: string } {
  if (isRouteErrorResponse(error)) {
    const name = STATUS_NAMES[error.status] ?? error.statusText;
    const data: unknown = error.data;
    return { status: error.status, detail: typeof data === 'string' && data ? data : name };
  }
  if (error instanceof Error) return { detail: error.message };
  return { detail: 'Something went wrong while showing this page.' };
}

/** The error element for routing failures. */
export function RouteErrorPage() {
  const { status, detail } = describe(useRouteError());
  return (
    <section className="status-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="status-page__title">
        Unexpected Application Error!
      </h1>
      {status ? (
        <p className="status-page__code status-page__code--small">
          {status} {STATUS_NAMES[status] ?? ''}
        </p>
      ) : null}
      <p className="status-page__text">{detail}</p>
      {/* A full page load: the router itself may be what failed. */}
      <a href={paths.home()} className="btn btn-primary">
        Go to Home Page
      </a>
    </section>
  );
}

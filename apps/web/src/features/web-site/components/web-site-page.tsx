import { useQuery } from '@tanstack/react-query';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { errorMessage } from '../../../lib/api-error';
import { webSiteQueryOptions } from '../api/web-site';
import { WebSiteForm } from '../forms/web-site-form';

/** /dashboard/web-site (staff): the details the header, footer, About and Contact pages show. */
export function WebSitePage() {
  const site = useQuery(webSiteQueryOptions());
  return (
    <>
      <DashboardPageHeader title="Web Site">
        The site name, contact details, offices, map, social and app links visitors see.
      </DashboardPageHeader>
      {site.isError ? (
        <p className="text-danger" role="alert">
          {errorMessage(site.error)}
        </p>
      ) : null}
      {site.isPending ? <p aria-live="polite">Loading...</p> : null}
      {site.data ? <WebSiteForm initial={site.data} /> : null}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../components/query-status';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { webSiteQueryOptions } from '../../../lib/web-site';
import { WebSiteForm } from '../forms/web-site-form';

/** /dashboard/web-site (staff): the details the header, footer, About and Contact pages show. */
export function WebSitePage() {
  const site = useQuery(webSiteQueryOptions());
  return (
    <>
      <DashboardPageHeader title="Web Site">
        The site name, contact details, offices, map, social and app links visitors see.
      </DashboardPageHeader>
      <QueryStatus query={site} />
      {site.data ? <WebSiteForm initial={site.data} /> : null}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../../components/query-status';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { webSiteQueryOptions } from '../../../lib/web-site';
import { WebSiteForm } from '../forms/web-site-form';
import { useWebSiteT } from '../texts';

/** /dashboard/web-site (staff): the details the header, footer, About and Contact pages show. */
export function WebSitePage() {
  const site = useQuery(webSiteQueryOptions());
  const t = useWebSiteT();
  return (
    <>
      <DashboardPageHeader title={t('title')}>{t('lead')}</DashboardPageHeader>
      <QueryStatus query={site} />
      {site.data ? <WebSiteForm initial={site.data} /> : null}
    </>
  );
}

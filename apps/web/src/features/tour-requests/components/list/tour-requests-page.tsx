import Badge from 'react-bootstrap/Badge';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router';
import { DashboardPageHeader } from '../../../../components/dashboard-page-header';
import { useAuthStore } from '../../../auth';
import { useWaitingTourRequests } from '../../api/waiting-tour-requests';
import { useVisitsT } from '../../texts';
import { TOUR_TAB_PARAM, tourTabOf } from '../../tour-tabs';
import { TourRequestList } from './tour-request-list';

function OnMyAdvertsTitle() {
  const t = useVisitsT();
  const waiting = useWaitingTourRequests().data?.waiting ?? 0;
  return (
    <>
      {t('requestsOnMyAdverts')}
      {waiting > 0 ? (
        <Badge
          bg="danger"
          pill
          className="ms-2"
          aria-label={t('waitingForAnswer', { count: waiting })}
        >
          {waiting}
        </Badge>
      ) : null}
    </>
  );
}

/**
 * /dashboard/tour-requests (docs/product.md#tour-requests): a customer sees the requests they made
 * and those on their adverts; staff see every request.
 */
export function TourRequestsPage() {
  const t = useVisitsT();
  const isCustomer = useAuthStore((s) => s.user?.role === 'CUSTOMER');
  const [search, setSearch] = useSearchParams();
  const tab = tourTabOf(search.get(TOUR_TAB_PARAM));
  // The tab lives in the address, so a link (the dashboard's "waiting for your answer") opens it.
  const selectTab = (key: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TOUR_TAB_PARAM, tourTabOf(key));
        return next;
      },
      { replace: true },
    );
  if (!isCustomer)
    return (
      <>
        <DashboardPageHeader title={t('allTitle')}>{t('allLead')}</DashboardPageHeader>
        <TourRequestList view="all" />
      </>
    );
  return (
    <>
      <DashboardPageHeader title={t('mineTitle')}>{t('mineLead')}</DashboardPageHeader>
      <Tabs
        activeKey={tab}
        onSelect={selectTab}
        id="tour-request-views"
        className="mb-3 tour-requests__tabs"
        fill
        mountOnEnter
        unmountOnExit
      >
        <Tab eventKey="guest" title={t('requestsIMade')}>
          <TourRequestList view="guest" />
        </Tab>
        <Tab eventKey="owner" title={<OnMyAdvertsTitle />}>
          <TourRequestList view="owner" />
        </Tab>
      </Tabs>
    </>
  );
}

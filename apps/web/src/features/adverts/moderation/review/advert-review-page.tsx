import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import { DashboardPageHeader } from '../../../../components/dashboard-page-header';
import { QueryStatus } from '../../../../components/query-status';
import { usePageSize } from '../../../../components/use-page-size';
import { richText } from '../../../../i18n/rich-text';
import { paths } from '../../../../lib/paths';
import { useAdminAdvert } from '../api/admin-advert';
import { useModerationAdverts } from '../api/moderation-adverts';
import { useAdvertDecision } from '../components/use-advert-decision';
import { filtersFromUrl } from '../moderation-filters';
import { useModerationT } from '../texts';
import { RevisionChanges } from './revision-changes';
import { ReviewedAdvert } from './reviewed-advert';
import { useReviewKeys } from './use-review-keys';

/** The review keys, shown as keys inside the sentence of each language. */
const KEYS = Object.fromEntries(
  ['j', 'k', 'a', 'r'].map((key) => [key, <kbd key={key}>{key}</kbd>]),
);

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * /dashboard/adverts/review/{id} (docs/product.md#moderation): one advert of the list the
 * moderator came from (its filters stay in the query string), as the public will see it, with
 * a waiting edit side by side. Approve or reject moves on to the next advert; j/k walk the list.
 */
export function AdvertReviewPage() {
  const id = positiveId(useParams().id) ?? 0;
  const [params] = useSearchParams();
  const [keptSize] = usePageSize('moderation');
  const filters = filtersFromUrl(params, keptSize);
  const search = params.toString();
  const navigate = useNavigate();
  const detail = useAdminAdvert(id);
  const list = useModerationAdverts(filters).data?.content ?? [];
  const at = list.findIndex((a) => a.id === id);
  const previous = at > 0 ? list[at - 1] : undefined;
  const next = at >= 0 ? list[at + 1] : list[0];
  const backToList = `${paths.dashboard.adverts()}?${search}`;
  const open = (advert: { id: number } | undefined) =>
    void navigate(advert ? paths.dashboard.advertReview(advert.id, search) : backToList);

  const data = detail.data;
  const t = useModerationT();
  // A live advert's waiting edit: Approve and Reject decide the edit (docs/product.md#revisions).
  const edit = data?.status === 'ACTIVATED' && data.pendingRevision !== null;
  const shown = data ? { id, version: data.version, title: data.advert.title, edit } : undefined;
  const decision = useAdvertDecision(shown, () => open(next));
  const mayApprove = data !== undefined && (data.status !== 'ACTIVATED' || edit);
  const mayReject = data !== undefined && data.status !== 'REJECTED';
  useReviewKeys({
    next: () => next && open(next),
    previous: () => previous && open(previous),
    approve: () => mayApprove && decision.approve(),
    reject: () => mayReject && decision.reject(),
  });

  return (
    <>
      <DashboardPageHeader title={t('review.title')}>
        <Link to={backToList}>{t('review.back')}</Link>
      </DashboardPageHeader>
      <div className="panel advert-review__bar" role="toolbar" aria-label={t('review.toolbar')}>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={!previous}
          onClick={() => open(previous)}
        >
          {t('review.previous')}
        </Button>
        <Button variant="outline-secondary" size="sm" disabled={!next} onClick={() => open(next)}>
          {t('review.next')}
        </Button>
        <Button
          variant="success"
          size="sm"
          disabled={!mayApprove || decision.isPending}
          onClick={decision.approve}
        >
          {edit ? t('review.approveEdit') : t('review.approve')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={!mayReject || decision.isPending}
          onClick={decision.reject}
        >
          {edit ? t('review.rejectEdit') : t('review.reject')}
        </Button>
        <p className="advert-review__keys mb-0" aria-label={t('review.keysLabel')}>
          {richText((values) => t('review.keys', values), KEYS)}
        </p>
      </div>
      <QueryStatus query={detail} />
      {data?.pendingRevision ? (
        <RevisionChanges revision={data.pendingRevision} approvedPictures={data.imges} />
      ) : null}
      {data ? <ReviewedAdvert detail={data} /> : null}
      {decision.dialog}
    </>
  );
}

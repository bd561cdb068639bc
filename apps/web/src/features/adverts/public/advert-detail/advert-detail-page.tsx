import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../../components/not-found-page';
import { usePageTitle } from '../../../../hooks/use-page-title';
import { LoadErrorPanel } from '../../../../components/load-error-panel';
import { ApiError } from '../../../../lib/api-error';
import { advertDetailKeys } from './api/keys';
import { useAdvertDetail, useViewerId } from './api/get-advert-detail';
import { AdvertDetailSkeleton } from './components/advert-detail-skeleton';
import { AdvertDetailView } from './components/advert-detail-view';
import { paths } from '../../../../lib/paths';
import { useAdvertT } from './texts';

/** /property/:slug — the advert detail page. */
export function AdvertDetailPage() {
  const slug = useParams().slug ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  const { data, error, isPending, isFetching, refetch } = useAdvertDetail(slug);
  usePageTitle(data?.advert.title ?? null);
  const t = useAdvertT();

  // An old slug was redirected by the server: show the advert's current address.
  const currentSlug = data?.advert.slug;
  useEffect(() => {
    if (!data || !currentSlug || currentSlug === slug) return;
    queryClient.setQueryData(advertDetailKeys.detail(currentSlug, viewerId), data);
    void navigate(paths.property(currentSlug), { replace: true });
  }, [currentSlug, data, navigate, queryClient, slug, viewerId]);

  if (isPending) return <AdvertDetailSkeleton />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (error) {
    return (
      <section className="status-page" aria-labelledby="advert-error-title">
        <h1 id="advert-error-title" className="status-page__title">
          {t('loadFailed')}
        </h1>
        <LoadErrorPanel error={error} retrying={isFetching} onRetry={() => void refetch()} />
      </section>
    );
  }
  return <AdvertDetailView detail={data} />;
}

import { useState } from 'react';
import { Link } from 'react-router';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { Icon } from '../../../components/icon/icon';
import { ListPaging } from '../../../components/list-paging';
import { usePageSize } from '../../../components/use-page-size';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../lib/paths';
import { AdvertCard } from '../../adverts';
import { useMyFavorites } from '../api/my-favorites';
import { GoneFavoriteCard } from './gone-favorite-card';
import { PriceSinceSaved } from './price-since-saved';
import { RemoveFavoriteButton } from './remove-favorite-button';
import { useMemberT } from '../../../i18n/member-texts';

function EmptyFavorites() {
  const t = useMemberT();
  return (
    <div className="my-favorites__empty">
      <Icon name="heart" />
      <p>{t('favorites.empty')}</p>
      <Link to={paths.properties()} className="btn btn-primary">
        {t('favorites.browse')}
      </Link>
    </div>
  );
}

/**
 * My Favourites (docs/product.md#favourites): the adverts the user hearted, newest first, as
 * cards with a note when the price changed since; one no longer public shows only what was last
 * public of it. The heart removes one after asking.
 */
export function MyFavorites() {
  const [page, setPage] = useState(0);
  const t = useMemberT();
  const [size, setSize] = usePageSize('my-favorites');
  const query = useMyFavorites(page, size);
  const data = query.data;
  // The last favourite of a later page was removed: show the page before it.
  if (data && data.content.length === 0 && page > 0 && !query.isPlaceholderData) setPage(page - 1);
  // A heart removed elsewhere (or here, before the page is read again) hides its card at once.
  const cards = data?.content.filter((card) => card.advert.favory !== false) ?? [];
  return (
    <>
      <DashboardPageHeader title={t('favorites.title')}>
        {data && data.totalElements > 0
          ? t('favorites.lead', { count: data.totalElements })
          : t('favorites.leadEmpty')}
      </DashboardPageHeader>
      <QueryStatus query={query} loadingText={t('favorites.loading')} />
      {data && data.totalElements === 0 ? <EmptyFavorites /> : null}
      {cards.length > 0 ? (
        <ul className="my-favorites__grid" aria-label={t('favorites.list')}>
          {cards.map((card) => (
            <li key={card.advert.id}>
              {card.available ? (
                <AdvertCard
                  advert={card.advert}
                  heart={<RemoveFavoriteButton advert={card.advert} />}
                >
                  <PriceSinceSaved card={card} />
                </AdvertCard>
              ) : (
                <GoneFavoriteCard
                  advert={card.advert}
                  heart={
                    <RemoveFavoriteButton
                      advert={{
                        id: card.advert.id,
                        title: card.advert.title ?? t('favorites.gone'),
                      }}
                    />
                  }
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.totalElements > 0 ? (
        <ListPaging
          page={page}
          totalPages={data.totalPages}
          size={size}
          onPageChange={setPage}
          onSizeChange={setSize}
          pagesLabel={t('favorites.pages')}
          sizeLabel={t('favorites.perPage')}
          pagerFromTwoPages
          className="mt-4"
        />
      ) : null}
    </>
  );
}

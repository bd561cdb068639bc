import type { AdminFavorite } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon/icon';
import { formatPrice } from '../../adverts';
import { useDeleteUserFavoriteMutation } from '../api/delete-user-favorite';
import { useUserFavorites } from '../api/user-favorites';
import { usePageSize } from '../../../components/use-page-size';
import { ListPagination } from './list-pagination';
import { runWithToast } from './run-with-toast';
import { UserPanel } from './user-panel';
import { paths } from '../../../lib/paths';
import { useUsersT } from '../texts';

/** The adverts the user marked, each with a remove button (docs/product.md#favourites). */
export function UserFavoritesPanel({ userId }: { userId: number }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('user-favorites');
  const changeSize = (next: number) => {
    setSize(next);
    setPage(0);
  };
  const favorites = useUserFavorites(userId, page, size);
  const remove = useDeleteUserFavoriteMutation();
  const [removing, setRemoving] = useState<AdminFavorite>();
  const data = favorites.data;
  const t = useUsersT();

  const removeFavorite = async (favoriId: number) => {
    setRemoving(undefined);
    const lastOnPage = data?.content.length === 1 && page > 0;
    if ((await runWithToast(() => remove.mutateAsync(favoriId))) && lastOnPage) setPage(page - 1);
  };

  return (
    <UserPanel
      title={t('favorites.title')}
      total={data?.totalElements}
      query={favorites}
      pageSize={{ size, label: t('favorites.perPage'), onChange: changeSize }}
    >
      {data && data.content.length > 0 ? (
        <ul className="users-admin__favorites">
          {data.content.map((favorite) => (
            <li key={favorite.favoriId} className="users-admin__favorite">
              <div className="users-admin__wrap">
                <Link to={paths.property(favorite.slug)} className="fw-semibold">
                  {favorite.title}
                </Link>
                <div className="text-muted small">
                  {favorite.districtName}, {favorite.cityName} · {favorite.categoryName} ·{' '}
                  {favorite.advertTypeName}
                </div>
                <div className="users-admin__price">{formatPrice(favorite.price)}</div>
              </div>
              <Button
                variant="outline-danger"
                size="sm"
                aria-label={t('favorites.removeLabel', { title: favorite.title })}
                disabled={remove.isPending && remove.variables === favorite.favoriId}
                onClick={() => setRemoving(favorite)}
              >
                <Icon name="trash" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {data?.totalElements === 0 ? <p className="text-muted mb-0">{t('favorites.none')}</p> : null}
      {data ? (
        <ListPagination
          page={data.number}
          totalPages={data.totalPages}
          onPageChange={setPage}
          label={t('favorites.pages')}
        />
      ) : null}
      <ConfirmDialog
        show={removing !== undefined}
        message={removing ? t('favorites.removeQuestion', { title: removing.title }) : ''}
        confirmLabel={t('favorites.remove')}
        cancelLabel={t('cancel')}
        onConfirm={() => removing && void removeFavorite(removing.favoriId)}
        onCancel={() => setRemoving(undefined)}
      />
    </UserPanel>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon/icon';
import { toast } from '../../../components/toast';
import { patchFavory, toggleFavorite } from '../../favorites';
import { myFavoritesKeys } from '../api/my-favorites';
import { useMemberT } from '../../../i18n/member-texts';

/** The question's English text (docs/product.md#favourites); shown in the reader's language. */
export const REMOVE_QUESTION = 'Remove this advert from your favourites?';

/**
 * The favourites page's heart: it asks first, then removes the favourite; every copy of the
 * advert loses its heart and the page is read again, so the next favourite moves up.
 */
export function RemoveFavoriteButton({ advert }: { advert: { id: number; title: string } }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const t = useMemberT();
  const removal = useMutation({
    mutationFn: () => toggleFavorite(advert.id),
    onSuccess: async (state) => {
      patchFavory(queryClient, advert.id, state.favory);
      await queryClient.invalidateQueries({ queryKey: myFavoritesKeys.all });
    },
    onError: () => toast.error(t('favorites.removeFailed', { title: advert.title })),
  });
  return (
    <>
      <button
        type="button"
        className="heart-button heart-button--on advert-card__heart"
        aria-label={t('favorites.removeLabel')}
        aria-busy={removal.isPending || undefined}
        disabled={removal.isPending}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setAsking(true);
        }}
      >
        <Icon name="heart-fill" />
      </button>
      <ConfirmDialog
        show={asking}
        message={t('favorites.removeQuestion')}
        subject={advert.title}
        confirmLabel={t('favorites.remove')}
        cancelLabel={t('cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          removal.mutate();
        }}
      />
    </>
  );
}

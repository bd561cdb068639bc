import { Icon } from '../../../components/icon/icon';
import { useFavoriteToggle, type FavoriteAdvert } from '../hooks/use-favorite-toggle';

interface HeartButtonProps {
  advert: FavoriteAdvert;
  className?: string;
}

/**
 * The favourite heart (docs/product.md#favourites): a toggle button, filled when the advert is a
 * favourite.
 */
export function HeartButton({ advert, className }: HeartButtonProps) {
  const { favory, toggle, isPending } = useFavoriteToggle(advert);
  return (
    <button
      type="button"
      className={`heart-button${favory ? ' heart-button--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={favory}
      aria-label={favory ? 'Remove from favourites' : 'Add to favourites'}
      aria-busy={isPending || undefined}
      onClick={(event) => {
        // Cards wrap the heart in a link; the heart must not open the advert.
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
    >
      <Icon name={favory ? 'heart-fill' : 'heart'} />
    </button>
  );
}

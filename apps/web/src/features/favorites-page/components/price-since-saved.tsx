import { percentChange, type AvailableFavoriteCard } from '@estate/contracts';
import { formatPrice } from '../../adverts';
import { Icon } from '../../../components/icon/icon';
import { useMemberT } from '../../../i18n/member-texts';

/**
 * The favourites page's note when the price changed since the heart was given
 * (docs/product.md#price-watch): down or up, by how much, and the price then.
 */
export function PriceSinceSaved({ card }: { card: AvailableFavoriteCard }) {
  const { savedPrice, advert } = card;
  const t = useMemberT();
  if (savedPrice === null || savedPrice === advert.price) return null;
  const dropped = advert.price < savedPrice;
  const percent = Math.abs(percentChange({ oldPrice: savedPrice, newPrice: advert.price }));
  return (
    <p className={`price-since-saved price-since-saved--${dropped ? 'down' : 'up'}`}>
      <Icon name={dropped ? 'arrow-down-right' : 'arrow-up-right'} />
      <span>
        {t(`favorites.${dropped ? 'priceDown' : 'priceUp'}${percent > 0 ? '' : 'Small'}`, {
          percent,
          price: formatPrice(savedPrice, advert.currency),
        })}
      </span>
    </p>
  );
}

import type { Advert } from '@estate/contracts';
import { AdvertiserCard } from '../../../../conversations';
import { TourRequestForm } from '../../../../tour-requests';
import { preloadRegisteredPageTexts } from '../../../../../i18n';

// The card and the form each wait for their own texts: a Turkish reader's come together.
preloadRegisteredPageTexts();

/**
 * The advertiser card and the tour form, a chunk of their own: their forms bring the contract's
 * validation library, which the picture and the facts need not wait for (docs/product.md#first-load).
 */
export default function AdvertContact({ advert }: { advert: Advert }) {
  return (
    <>
      <AdvertiserCard advertId={advert.id} />
      <aside className="tour-card" data-keep-clear>
        <TourRequestForm advert={advert} />
      </aside>
    </>
  );
}

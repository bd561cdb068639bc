import type { Advert } from '@estate/contracts';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../../../hooks/use-near-viewport';

// Its forms bring the validation library: fetched once the visitor comes near them (at once
// beside the picture on a wide screen, when scrolled towards them on a phone), never before the
// first paint (docs/product.md#first-load).
const AdvertContact = lazy(() => import('./advert-contact'));

/** The advertiser card and the tour form, in a box that keeps their room until they come. */
export function AdvertContactSlot({ advert }: { advert: Advert }) {
  const [nearRef, near] = useNearViewport<HTMLDivElement>('300px');
  const waiting = <div className="advert-detail__contact-wait" aria-busy="true" />;
  return (
    <div className="advert-detail__tour" ref={nearRef}>
      {near ? (
        <Suspense fallback={waiting}>
          <AdvertContact advert={advert} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}

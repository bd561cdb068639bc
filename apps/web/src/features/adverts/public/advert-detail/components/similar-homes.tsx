import type { Advert } from '@estate/contracts';
import { AdvertCard } from '../../../shared';
import { useSimilarAdverts } from '../api/similar-adverts';
import { useAdvertT } from '../texts';

/**
 * Similar homes under the details (docs/product.md#similar-homes): a row of up to 6 cards; the
 * section is left out while loading, on failure and when there are none.
 */
export function SimilarHomes({ advert }: { advert: Pick<Advert, 'id' | 'status' | 'isActive'> }) {
  const t = useAdvertT();
  const published = advert.status === 'ACTIVATED' && advert.isActive;
  const similar = useSimilarAdverts(advert.id, published);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <section className="detail-section similar-homes" aria-labelledby="similar-title">
      <h2 id="similar-title" className="detail-section__title">
        {t('similarHomes')}
      </h2>
      <ul className="similar-homes__row" aria-label={t('similarHomes')}>
        {similar.data.map((home) => (
          <li key={home.id}>
            <AdvertCard advert={home} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Advert } from '@estate/contracts';
import { AdvertCard } from '../../../shared';
import { useAdvertT } from '../texts';

/**
 * Similar homes under the details (docs/product.md#similar-homes): a row of up to 6 cards, as the
 * page's answer brings them (none for an unpublished advert); left out when there are none.
 */
export function SimilarHomes({ homes }: { homes: Advert[] }) {
  const t = useAdvertT();
  if (homes.length === 0) return null;
  return (
    <section className="detail-section similar-homes" aria-labelledby="similar-title">
      <h2 id="similar-title" className="detail-section__title">
        {t('similarHomes')}
      </h2>
      <ul className="similar-homes__row" aria-label={t('similarHomes')}>
        {homes.map((home) => (
          <li key={home.id}>
            <AdvertCard advert={home} />
          </li>
        ))}
      </ul>
    </section>
  );
}

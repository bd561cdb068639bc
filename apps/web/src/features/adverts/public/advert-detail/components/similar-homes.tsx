import type { Advert, NearbyHome, SimilarScope } from '@estate/contracts';
import { AdvertCard } from '../../../shared';
import { formatNumber } from '../../../../../i18n';
import { useAdvertT } from '../texts';

type Base = Pick<Advert, 'districtName' | 'cityName' | 'categoryName' | 'advertTypeName'>;

/**
 * Similar homes under the details (docs/product.md#similar-homes): a row of up to 6 cards, as the
 * page's answer brings them, under a heading that says how far the search had to widen (the
 * place, the price spread, any category); left out when there are none.
 */
export function SimilarHomes({
  homes,
  scope,
  advert,
}: {
  homes: Advert[];
  scope?: SimilarScope | null;
  advert: Base;
}) {
  const t = useAdvertT();
  if (homes.length === 0) return null;
  const heading = !scope
    ? t('similarHomes')
    : scope.place === 'district'
      ? t('similar.inPlace', { place: advert.districtName })
      : scope.place === 'city'
        ? t('similar.inPlace', { place: advert.cityName })
        : t('similar.within', { km: formatNumber(scope.radiusKm) });
  return (
    <section className="detail-section similar-homes" aria-labelledby="similar-title">
      <h2 id="similar-title" className="detail-section__title">
        {heading}
      </h2>
      {scope ? (
        <p className="similar-homes__scope">
          {scope.anyCategory
            ? t('similar.anyCategory', { type: advert.advertTypeName, percent: scope.pricePercent })
            : t('similar.sameCategory', {
                category: advert.categoryName,
                type: advert.advertTypeName,
                percent: scope.pricePercent,
              })}
        </p>
      ) : null}
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

/** "800 m", "1.2 km", "12 km": how far a nearby home is. */
export function distanceText(metres: number): string {
  if (metres < 1000) return `${formatNumber(Math.max(10, Math.round(metres / 10) * 10))} m`;
  const km = metres / 1000;
  return `${formatNumber(km, { maximumFractionDigits: km < 10 ? 1 : 0 })} km`;
}

/**
 * The "Nearby" row (docs/product.md#similar-homes): the public homes closest on the map, nearest
 * first, each with its distance; left out when there are none.
 */
export function NearbyHomes({ homes }: { homes: NearbyHome[] | undefined }) {
  const t = useAdvertT();
  if (!homes || homes.length === 0) return null;
  return (
    <section className="detail-section similar-homes" aria-labelledby="nearby-title">
      <h2 id="nearby-title" className="detail-section__title">
        {t('nearby.title')}
      </h2>
      <ul className="similar-homes__row" aria-label={t('nearby.title')}>
        {homes.map((home) => (
          <li key={home.id}>
            <AdvertCard advert={home}>
              <span className="similar-homes__distance">
                {t('nearby.away', { distance: distanceText(home.distanceMeters) })}
              </span>
            </AdvertCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { TourRequest } from '@estate/contracts';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useVisitsT } from '../../texts';

/**
 * The property of a request: a link to its page, or, when the advert is no longer public, only
 * the title it last had in public, marked so and without a link (docs/product.md#tour-requests).
 */
export function TourAdvertTitle({
  advert,
  linked,
}: {
  advert: TourRequest['advert'];
  linked: boolean;
}) {
  const t = useVisitsT();
  if (advert.available === false) {
    return (
      <span className="tour-requests-table__title">
        {advert.title ? `${advert.title} ` : null}
        <Badge bg="secondary">{t('noLongerAvailable')}</Badge>
      </span>
    );
  }
  if (!linked) return <>{advert.title}</>;
  return (
    <Link to={paths.property(advert.slug)} className="tour-requests-table__title">
      {advert.title}
    </Link>
  );
}

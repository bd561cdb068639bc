import type { ComparedAdvert } from '@estate/contracts';
import { Link } from 'react-router';
import { Icon } from '../../../../components/icon/icon';
import { paths } from '../../../../lib/paths';
import { compareRows } from '../lib/compare-rows';
import { useCompareT } from '../texts';

interface CompareTableProps {
  adverts: ComparedAdvert[];
  onRemove: (id: number) => void;
}

/**
 * The adverts side by side, one column each, every row aligned by what it shows; a row whose
 * values differ is marked (docs/product.md#compare). Scrolls sideways on a phone, the labels stay.
 */
export function CompareTable({ adverts, onRemove }: CompareTableProps) {
  const t = useCompareT();
  const rows = compareRows(adverts, {
    price: t('price'),
    pricePerArea: t('pricePerArea'),
    type: t('type'),
    category: t('category'),
    place: t('place'),
  });
  return (
    <div className="compare-table__scroll">
      <table className="compare-table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <td />
            {adverts.map(({ advert }) => (
              <th key={advert.id} scope="col" className="compare-table__head">
                {advert.url ? (
                  <img src={advert.url} alt="" className="compare-table__picture" />
                ) : (
                  <div className="compare-table__picture compare-table__picture--none">
                    <Icon name="image" />
                  </div>
                )}
                <Link to={paths.property(advert.slug)} className="compare-table__title">
                  {advert.title}
                </Link>
                <button
                  type="button"
                  className="btn btn-link btn-sm compare-table__remove"
                  onClick={() => onRemove(advert.id)}
                >
                  {t('remove')}
                  <span className="visually-hidden"> {advert.title}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row.differs ? 'compare-table__row--differs' : undefined}>
              <th scope="row">
                {row.label}
                {row.differs ? (
                  <span className="compare-table__differs">{t('differs')}</span>
                ) : null}
              </th>
              {row.values.map((value, i) => (
                <td key={adverts[i]!.advert.id}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

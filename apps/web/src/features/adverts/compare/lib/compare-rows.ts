import { COMPARE_LIMIT, type ComparedAdvert } from '@estate/contracts';
import { formatPrice, priceText } from '../../shared';

/** One line of the comparison: a label and each advert's value ('—' when it has none). */
export interface CompareRow {
  label: string;
  values: string[];
  /** The adverts do not all show the same value: the row is marked. */
  differs: boolean;
}

/** The key that holds the floor area, the price per m² is worked out from (docs/product.md#compare). */
const AREA_KEY = /^(floor\s+)?area\b/i;
export const MISSING = '—';

/** The ids of `?ids=3,9,12`: whole positive numbers, repeats dropped, at most COMPARE_LIMIT. */
export function readCompareIds(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, COMPARE_LIMIT);
}

/** The advert's area in m² from its area key, when that holds a positive number. */
function areaOf(compared: ComparedAdvert): number | undefined {
  const value = compared.values.find((v) => AREA_KEY.test(v.keyName))?.value;
  const area = value === undefined ? NaN : Number(value.replace(',', '.'));
  return Number.isFinite(area) && area > 0 ? area : undefined;
}

/** The names of the fixed rows, in the reader's language (English by default). */
export interface CompareRowLabels {
  price: string;
  pricePerArea: string;
  type: string;
  category: string;
  place: string;
}

const ENGLISH_LABELS: CompareRowLabels = {
  price: 'Price',
  pricePerArea: 'Price per m²',
  type: 'Type',
  category: 'Category',
  place: 'Place',
};

const row = (label: string, values: string[]): CompareRow => ({
  label,
  values,
  differs: new Set(values).size > 1,
});

/**
 * The rows of the comparison: price, price per m² (when any advert has an area), type, category,
 * place, then every property key by name in the order first met, aligned across the adverts.
 */
export function compareRows(
  adverts: ComparedAdvert[],
  labels: CompareRowLabels = ENGLISH_LABELS,
): CompareRow[] {
  const areas = adverts.map(areaOf);
  const rows = [
    row(
      labels.price,
      adverts.map((c) => priceText(c.advert)),
    ),
  ];
  if (areas.some((area) => area !== undefined))
    rows.push(
      row(
        labels.pricePerArea,
        adverts.map((c, i) => {
          const area = areas[i];
          return area === undefined
            ? MISSING
            : formatPrice(c.advert.price / area, c.advert.currency);
        }),
      ),
    );
  rows.push(
    row(
      labels.type,
      adverts.map((c) => c.advert.advertTypeName),
    ),
    row(
      labels.category,
      adverts.map((c) => c.advert.categoryName),
    ),
    row(
      labels.place,
      adverts.map((c) => `${c.advert.districtName}, ${c.advert.cityName}`),
    ),
  );
  const keyNames = [...new Set(adverts.flatMap((c) => c.values.map((v) => v.keyName)))];
  for (const name of keyNames)
    rows.push(
      row(
        name,
        adverts.map((c) => {
          const value = c.values.find((v) => v.keyName === name);
          return value ? (value.valueLabel ?? value.value) : MISSING;
        }),
      ),
    );
  return rows;
}

import type { Advert, PropertyValue } from '@estate/contracts';
import { priceText, valueWithUnit } from '../../../shared';
import { formatNumber } from '../../../../../i18n';
import { publishedDate } from '../format';
import { useAdvertT } from '../texts';

interface PropertyFactsProps {
  advert: Advert;
  values: PropertyValue[];
}

/** "Property Details": the advert's own facts, then its category's key/value list. */
export function PropertyFacts({ advert, values }: PropertyFactsProps) {
  const t = useAdvertT();
  const facts: Array<[string, string]> = [
    [t('type'), advert.advertTypeName],
    [t('category'), advert.categoryName],
    [t('price'), priceText(advert)],
    [t('published'), publishedDate(advert.createAt)],
    [t('views'), formatNumber(advert.viewCount)],
    // A choice reads in the page's language (`valueLabel`); other values as kept.
    ...values.map((v): [string, string] => [
      v.keyName,
      valueWithUnit(v.valueLabel ?? v.value, v.unit),
    ]),
  ];
  return (
    <dl className="facts">
      {facts.map(([name, value]) => (
        <div key={name} className="facts__item">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

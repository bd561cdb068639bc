import type { Advert, PropertyValue } from '@estate/contracts';
import { priceText, valueWithUnit } from '../../../shared';
import { publishedDate } from '../format';

interface PropertyFactsProps {
  advert: Advert;
  values: PropertyValue[];
}

/** "Property Details": the advert's own facts, then its category's key/value list. */
export function PropertyFacts({ advert, values }: PropertyFactsProps) {
  const facts: Array<[string, string]> = [
    ['Type', advert.advertTypeName],
    ['Category', advert.categoryName],
    ['Price', priceText(advert)],
    ['Published', publishedDate(advert.createAt)],
    ['Views', advert.viewCount.toLocaleString('en-US')],
    ...values.map((v): [string, string] => [v.keyName, valueWithUnit(v.value, v.unit)]),
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

import type { Advert, PropertyValue } from '@estate/contracts';
import { formatPrice, publishedDate } from '../format';

interface PropertyFactsProps {
  advert: Advert;
  values: PropertyValue[];
}

/** "Property Details": the advert's own facts, then its category's key/value list. */
export function PropertyFacts({ advert, values }: PropertyFactsProps) {
  const facts: Array<[string, string]> = [
    ['Type', advert.advertTypeName],
    ['Category', advert.categoryName],
    ['Price', formatPrice(advert.price)],
    ['Published', publishedDate(advert.createAt)],
    ['Views', advert.viewCount.toLocaleString('en-US')],
    ...values.map((v): [string, string] => [v.keyName, v.value]),
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

import type { Advert, PlaceSuggestion } from '@estate/contracts';
import type { ReactNode } from 'react';
import { Icon } from '../../../../../components/icon/icon';
import { useT } from '../../../../../i18n';
import { priceText, propertyCount } from '../../../shared';
import type { Suggestion } from '../api/suggestions';

interface SuggestionListProps {
  id: string;
  label: string;
  items: readonly Suggestion[];
  hidden: boolean;
  activeIndex: number;
  onChoose: (item: Suggestion) => void;
  onHover: (index: number) => void;
}

export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** A place's two lines: its name, then district or city, its city and its number of adverts. */
function PlaceOption({ place }: { place: PlaceSuggestion }) {
  const t = useT();
  const kind = place.kind === 'city' ? t('adverts.city') : t('adverts.district');
  const where = place.kind === 'district' ? `${kind}, ${place.cityName}` : kind;
  return (
    <>
      <span className="search-suggestions__title">
        <Icon name="geo-alt" className="search-suggestions__icon" />
        {place.name}
      </span>
      <span className="search-suggestions__meta">
        {where} · {propertyCount(place.amount)}
      </span>
    </>
  );
}

/** An advert's two lines: its title, then its place, category and price (a rent by the month). */
function AdvertOption({ advert }: { advert: Advert }) {
  return (
    <>
      <span className="search-suggestions__title">{advert.title}</span>
      <span className="search-suggestions__meta">
        {advert.districtName}, {advert.cityName} · {advert.categoryName} · {priceText(advert)}
      </span>
    </>
  );
}

/**
 * The listbox of the search combobox: places (cities and districts) first, then the matching
 * adverts, each group under its heading when both are there.
 */
export function SuggestionList({
  id,
  label,
  items,
  hidden,
  activeIndex,
  onChoose,
  onHover,
}: SuggestionListProps) {
  const t = useT();
  const option = (item: Suggestion, index: number) => (
    <li
      key={item.kind === 'place' ? `${item.place.kind}-${item.place.id}` : item.advert.id}
      id={suggestionOptionId(id, index)}
      role="option"
      aria-selected={index === activeIndex}
      className={`search-suggestions__option${index === activeIndex ? ' is-active' : ''}`}
      // Keeps the focus in the text box; the click itself chooses.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => onHover(index)}
      onClick={() => onChoose(item)}
    >
      {item.kind === 'place' ? (
        <PlaceOption place={item.place} />
      ) : (
        <AdvertOption advert={item.advert} />
      )}
    </li>
  );
  const options = items.map(option);
  const placeCount = items.filter((item) => item.kind === 'place').length;
  const grouped = placeCount > 0 && placeCount < items.length;
  const group = (heading: string, children: ReactNode[]) => (
    <li role="presentation" className="search-suggestions__section">
      <ul role="group" aria-label={heading} className="search-suggestions__group">
        <li role="presentation" className="search-suggestions__heading" aria-hidden="true">
          {heading}
        </li>
        {children}
      </ul>
    </li>
  );
  return (
    <ul id={id} role="listbox" aria-label={label} className="search-suggestions" hidden={hidden}>
      {grouped ? (
        <>
          {group(t('adverts.places'), options.slice(0, placeCount))}
          {group(t('adverts.properties'), options.slice(placeCount))}
        </>
      ) : (
        options
      )}
    </ul>
  );
}

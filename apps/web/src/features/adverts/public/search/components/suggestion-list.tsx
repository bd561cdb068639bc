import type { Advert } from '@estate/contracts';
import { formatPrice } from '../../../shared';

interface SuggestionListProps {
  id: string;
  label: string;
  items: readonly Advert[];
  hidden: boolean;
  activeIndex: number;
  onChoose: (advert: Advert) => void;
  onHover: (index: number) => void;
}

export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The listbox of the search combobox: one option per matching advert. */
export function SuggestionList({
  id,
  label,
  items,
  hidden,
  activeIndex,
  onChoose,
  onHover,
}: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="search-suggestions" hidden={hidden}>
      {items.map((advert, index) => (
        <li
          key={advert.id}
          id={suggestionOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className={`search-suggestions__option${index === activeIndex ? ' is-active' : ''}`}
          // Keeps the focus in the text box; the click itself chooses.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onHover(index)}
          onClick={() => onChoose(advert)}
        >
          <span className="search-suggestions__title">{advert.title}</span>
          <span className="search-suggestions__meta">
            {advert.districtName}, {advert.cityName} · {advert.categoryName} ·{' '}
            {formatPrice(advert.price, advert.currency)}
          </span>
        </li>
      ))}
    </ul>
  );
}

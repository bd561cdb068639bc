import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { propertiesUrl } from '../../../shared';
import { useSuggestions, type Suggestion } from '../api/suggestions';
import { SuggestionList, suggestionOptionId } from './suggestion-list';
import { suggestionKeyHandler } from './suggestion-keys';
import { Icon } from '../../../../../components/icon/icon';
import { paths } from '../../../../../lib/paths';
import { useT } from '../../../../../i18n';

interface SearchBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  advertTypeId: number | undefined;
  categoryId: number | undefined;
}

/**
 * The home search's text box with live suggestions (an ARIA combobox) and the Search button;
 * choosing a place opens the list of that city or district (with the chosen type and category),
 * choosing an advert opens its page.
 */
export function SearchBox({ text, onTextChange, advertTypeId, categoryId }: SearchBoxProps) {
  const navigate = useNavigate();
  const t = useT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, isEmpty } = useSuggestions({ text, advertTypeId, categoryId });

  const inputId = useId();
  const listId = useId();
  const expanded = open && items.length > 0;
  const activeIndex = expanded && active < items.length ? active : -1;

  const choose = (item: Suggestion) => {
    setOpen(false);
    if (item.kind === 'advert') {
      void navigate(paths.property(item.advert.slug));
      return;
    }
    const { countryId, cityId, districtId } = item.place;
    const place = { country: countryId, city: cityId, district: districtId ?? undefined };
    void navigate(propertiesUrl({ advertTypeId, categoryId, ...place }));
  };
  const onKeyDown = suggestionKeyHandler({
    items,
    expanded,
    activeIndex,
    text,
    setOpen,
    setActive,
    setText: onTextChange,
    onChoose: choose,
  });

  return (
    <div
      className="hero-search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('adverts.searchLabel')}
      </label>
      <Icon name="search" className="hero-search__icon" />
      <input
        id={inputId}
        type="search"
        role="combobox"
        className="form-control hero-search__input"
        placeholder={t('adverts.searchPlaceholder')}
        value={text}
        maxLength={100}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          activeIndex >= 0 ? suggestionOptionId(listId, activeIndex) : undefined
        }
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-primary hero-search__button">
        {t('adverts.search')}
      </button>
      <SuggestionList
        id={listId}
        label={t('adverts.suggestions')}
        items={expanded ? items : []}
        hidden={!expanded}
        activeIndex={activeIndex}
        onChoose={choose}
        onHover={setActive}
      />
      {open && isEmpty ? (
        <p className="search-suggestions search-suggestions--empty">{t('adverts.noMatches')}</p>
      ) : null}
      <span className="visually-hidden" role="status">
        {expanded ? t('adverts.suggestionCount', { count: items.length }) : ''}
      </span>
    </div>
  );
}

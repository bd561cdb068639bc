import type { Advert } from '@estate/contracts';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchPath, type SearchNavigationState } from '../../../shared';
import { useAdvertTypes, useCategories } from '../../../../lookups';
import { useSuggestions } from '../api/suggestions';
import { RadioChips, type RadioChip } from './radio-chips';
import { SuggestionList, suggestionOptionId } from './suggestion-list';
import { Icon } from '../../../../../components/icon/icon';

export const SEARCH_PLACEHOLDER = 'Find a Perfect Property';

/**
 * The home page's property search (docs/product.md#public-site): advert type radios, the text box
 * with live suggestions (an ARIA combobox), the Search button and category radios. Search opens
 * /properties/{advertTypeId}/{categoryId}/{searchText} with the same values in navigation state.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  const advertTypes = useAdvertTypes();
  const categories = useCategories();
  const [advertTypeId, setAdvertTypeId] = useState<number | undefined>();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { items, isEmpty } = useSuggestions({ text, advertTypeId, categoryId });

  const inputId = useId();
  const listId = useId();
  const expanded = open && items.length > 0;
  const activeIndex = expanded && active < items.length ? active : -1;

  const typeOptions: RadioChip[] = [
    { id: undefined, label: 'All types' },
    ...(advertTypes.data ?? []).map((t) => ({ id: t.id, label: t.title })),
  ];
  const categoryOptions: RadioChip[] = [
    { id: undefined, label: 'All categories', icon: 'grid' },
    ...(categories.data ?? []).map((c) => ({ id: c.id, label: c.title, icon: c.icon })),
  ];

  const openAdvert = (advert: Advert) => {
    setOpen(false);
    void navigate(`/property/${encodeURIComponent(advert.slug)}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const searchText = text.trim();
    const state: SearchNavigationState = { advertTypeId, categoryId, searchText };
    void navigate(searchPath(advertTypeId, categoryId, searchText), { state });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Enter': {
        const advert = items[activeIndex];
        if (advert) {
          event.preventDefault();
          openAdvert(advert);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
    }
  };

  return (
    <form className="home-search" role="search" aria-label="Property search" onSubmit={onSubmit}>
      <RadioChips
        legend="Advert type"
        name="advertType"
        className="home-search__types"
        options={typeOptions}
        value={advertTypeId}
        onChange={setAdvertTypeId}
      />
      <div
        className="hero-search"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Search properties
        </label>
        <Icon name="search" className="hero-search__icon" />
        <input
          id={inputId}
          type="search"
          role="combobox"
          className="form-control hero-search__input"
          placeholder={SEARCH_PLACEHOLDER}
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
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-primary hero-search__button">
          Search
        </button>
        <SuggestionList
          id={listId}
          label="Suggestions"
          items={expanded ? items : []}
          hidden={!expanded}
          activeIndex={activeIndex}
          onChoose={openAdvert}
          onHover={setActive}
        />
        {open && isEmpty ? (
          <p className="search-suggestions search-suggestions--empty">No matching properties</p>
        ) : null}
        <span className="visually-hidden" role="status">
          {expanded ? `${items.length} suggestions` : ''}
        </span>
      </div>
      <RadioChips
        legend="Category"
        name="category"
        className="home-search__categories"
        options={categoryOptions}
        value={categoryId}
        onChange={setCategoryId}
      />
    </form>
  );
}

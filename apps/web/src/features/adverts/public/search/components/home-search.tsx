import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchPath, type SearchNavigationState } from '../../../shared';
import { useAdvertTypes, useCategories } from '../../../../lookups';
import { RadioChips, type RadioChip } from './radio-chips';
import { SearchBox } from './search-box';
import { useT } from '../../../../../i18n';

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
  const t = useT();

  const typeOptions: RadioChip[] = [
    { id: undefined, label: t('adverts.allTypes') },
    ...(advertTypes.data ?? []).map((type) => ({ id: type.id, label: type.title })),
  ];
  const categoryOptions: RadioChip[] = [
    { id: undefined, label: t('adverts.allCategories'), icon: 'grid' },
    ...(categories.data ?? []).map((c) => ({ id: c.id, label: c.title, icon: c.icon })),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const searchText = text.trim();
    const state: SearchNavigationState = { advertTypeId, categoryId, searchText };
    void navigate(searchPath(advertTypeId, categoryId, searchText), { state });
  };

  return (
    <form
      className="home-search"
      role="search"
      aria-label={t('adverts.propertySearch')}
      onSubmit={onSubmit}
    >
      <RadioChips
        legend={t('adverts.advertType')}
        name="advertType"
        className="home-search__types"
        options={typeOptions}
        value={advertTypeId}
        onChange={setAdvertTypeId}
      />
      <SearchBox
        text={text}
        onTextChange={setText}
        advertTypeId={advertTypeId}
        categoryId={categoryId}
      />
      <RadioChips
        legend={t('adverts.category')}
        name="category"
        className="home-search__categories"
        options={categoryOptions}
        value={categoryId}
        onChange={setCategoryId}
      />
    </form>
  );
}

import { ADVERT_STATUSES, type AdvertStatus } from '@estate/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Icon } from '../../../../components/icon/icon';
import { useAdvertTypes, useCategories } from '../../../lookups';
import type { ModerationFilters } from '../moderation-filters';
import { statusKey, useModerationT } from '../texts';

interface ModerationSearchBarProps {
  filters: ModerationFilters;
  onSearch: (
    filters: Pick<ModerationFilters, 'q' | 'categoryId' | 'advertTypeId' | 'status'>,
  ) => void;
}

const idOrUndefined = (value: string) => (value ? Number(value) : undefined);

/**
 * The admin adverts search: free text, category (first option Categories), type (first
 * option Type), status (Pending=0, Activated=1, Rejected=2) and Search. Applied on Search.
 */
export function ModerationSearchBar({ filters, onSearch }: ModerationSearchBarProps) {
  const [q, setQ] = useState(filters.q);
  const [category, setCategory] = useState(String(filters.categoryId ?? ''));
  const [type, setType] = useState(String(filters.advertTypeId ?? ''));
  const [status, setStatus] = useState<AdvertStatus>(filters.status);
  const categories = useCategories();
  const advertTypes = useAdvertTypes();
  const t = useModerationT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      q: q.trim(),
      categoryId: idOrUndefined(category),
      advertTypeId: idOrUndefined(type),
      status,
    });
  };

  return (
    <Form className="moderation-search" role="search" onSubmit={submit}>
      <Form.Control
        type="search"
        placeholder={t('search.label')}
        aria-label={t('search.label')}
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
      />
      <Form.Select
        aria-label={t('search.category')}
        value={category}
        onChange={(e) => setCategory(e.target.value)}
      >
        <option value="">{t('search.categories')}</option>
        {categories.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        aria-label={t('search.type')}
        value={type}
        onChange={(e) => setType(e.target.value)}
      >
        <option value="">{t('search.type')}</option>
        {advertTypes.data?.map((type) => (
          <option key={type.id} value={type.id}>
            {type.title}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        aria-label={t('search.status')}
        value={ADVERT_STATUSES.indexOf(status)}
        onChange={(e) => setStatus(ADVERT_STATUSES[Number(e.target.value)]!)}
      >
        {ADVERT_STATUSES.map((s, code) => (
          <option key={s} value={code}>
            {t(statusKey(s))}
          </option>
        ))}
      </Form.Select>
      <Button type="submit" variant="primary">
        <Icon name="search" className="me-1" />
        {t('search.submit')}
      </Button>
    </Form>
  );
}

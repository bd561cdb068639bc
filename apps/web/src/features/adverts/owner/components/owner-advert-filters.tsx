import { ADVERT_STATUSES, type AdvertStatus } from '@estate/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { advertStatusLabel } from '../../../../components/advert-status-badge';
import { Icon } from '../../../../components/icon/icon';
import { type OwnerAdvertsParams } from '../../shared';
import { paths } from '../../../../lib/paths';
import { useMemberT } from '../../../../i18n/member-texts';

interface OwnerAdvertFiltersProps {
  params: Pick<OwnerAdvertsParams, 'q' | 'status'>;
  onSearch: (q: string, status: AdvertStatus | '') => void;
}

/** Free text and status, applied with Search; NEW ADVERT beside them. */
export function OwnerAdvertFilters({ params, onSearch }: OwnerAdvertFiltersProps) {
  const [q, setQ] = useState(params.q);
  const t = useMemberT();
  const [status, setStatus] = useState(params.status);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q, status);
  };
  return (
    <Form className="my-adverts__filters" role="search" onSubmit={submit}>
      <Form.Control
        type="search"
        placeholder={t('myAdverts.search')}
        aria-label={t('myAdverts.search')}
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
      />
      <Form.Select
        aria-label={t('myAdverts.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as AdvertStatus | '')}
      >
        <option value="">{t('myAdverts.allStatuses')}</option>
        {ADVERT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {advertStatusLabel(s)}
          </option>
        ))}
      </Form.Select>
      <Button type="submit" variant="primary">
        <Icon name="search" className="me-1" />
        {t('myAdverts.searchButton')}
      </Button>
      <Link to={paths.dashboard.addNewAdvert()} className="btn btn-outline-primary">
        {t('myAdverts.newAdvert')}
      </Link>
    </Form>
  );
}

import { advertTypeDisplayTitle, type AdvertType } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { QueryStatus } from '../../../components/query-status';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon/icon';
import { ListSearch } from '../../../components/list-search';
import { useAdminAdvertTypes } from '../api/admin-advert-types';
import { useAdvertTypesT } from '../texts';
import { useDeleteAdvertType } from './use-delete-advert-type';

/** The advert types loading text, in Turkish as given. */
export const ADVERT_TYPES_LOADING = 'Yükleniyor...';

interface AdvertTypeListProps {
  onAdd: () => void;
  onEdit: (type: AdvertType) => void;
}

function AdvertTypeItem({
  type,
  onEdit,
  onDelete,
}: {
  type: AdvertType;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const shown = advertTypeDisplayTitle(type.title);
  const t = useAdvertTypesT();
  return (
    <li className="advert-type-list__item">
      <span className="advert-type-list__names">
        <span className="advert-type-list__title">{shown}</span>
        {type.titleTr ? (
          <span className="advert-type-list__turkish" lang="tr">
            {advertTypeDisplayTitle(type.titleTr)}
          </span>
        ) : (
          <span className="badge text-bg-warning ms-2">{t('noTurkish')}</span>
        )}
      </span>
      <Button
        variant="outline-primary"
        size="sm"
        aria-label={t('edit', { title: shown })}
        onClick={onEdit}
      >
        <Icon name="pencil-square" />
      </Button>
      <Button
        variant="outline-danger"
        size="sm"
        aria-label={t('deleteLabel', { title: shown })}
        onClick={onDelete}
      >
        <Icon name="trash" />
      </Button>
    </li>
  );
}

/**
 * Search that filters, ADD NEW, and the titles with edit and delete (docs/product.md#advert-types).
 */
export function AdvertTypeList({ onAdd, onEdit }: AdvertTypeListProps) {
  const [q, setQ] = useState('');
  const types = useAdminAdvertTypes(q);
  const deletion = useDeleteAdvertType();
  const t = useAdvertTypesT();
  return (
    <div className="panel">
      <ListSearch label={t('search')} onSearch={setQ} onAdd={onAdd} />
      <QueryStatus query={types} loadingText={ADVERT_TYPES_LOADING} />
      {types.data?.length === 0 ? (
        <p className="empty-state text-center py-4">{t('none')}</p>
      ) : null}
      {types.data?.length ? (
        <ul className="advert-type-list" aria-label={t('list')}>
          {types.data.map((type) => (
            <AdvertTypeItem
              key={type.id}
              type={type}
              onEdit={() => onEdit(type)}
              onDelete={() => deletion.ask(type)}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        show={deletion.asking !== undefined}
        message={deletion.question}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </div>
  );
}

import type { Advert } from '@estate/contracts';
import Form from 'react-bootstrap/Form';
import { AdvertSummaryCells, PropertyCell } from '../../owner';
import { RowActions } from '../../../../components/row-actions';

interface ModerationTableProps {
  adverts: Advert[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  onEdit: (id: number) => void;
  onDelete: (advert: Advert) => void;
}

type RowProps = Omit<ModerationTableProps, 'adverts' | 'onToggleAll' | 'selected'> & {
  advert: Advert;
  checked: boolean;
};

function ModerationRow({ advert, checked, onToggle, onEdit, onDelete }: RowProps) {
  return (
    <tr className={checked ? 'table-active' : undefined}>
      <td data-label="Select" className="moderation-table__select">
        <Form.Check
          aria-label={`Select ${advert.title}`}
          checked={checked}
          onChange={() => onToggle(advert.id)}
        />
      </td>
      <td data-label="Property">
        <PropertyCell advert={advert} />
      </td>
      <AdvertSummaryCells advert={advert} />
      <td data-label="Action">
        <RowActions
          label={advert.title}
          onEdit={() => onEdit(advert.id)}
          onDelete={() => onDelete(advert)}
        />
      </td>
    </tr>
  );
}

/** The admin list: Property, Date Published, Status, View/Like/Tour, Action; rows to tick. */
export function ModerationTable({ adverts, selected, onToggleAll, ...row }: ModerationTableProps) {
  const allChecked = adverts.length > 0 && adverts.every((a) => selected.has(a.id));
  return (
    <table className="table align-middle owner-adverts-table moderation-table">
      <thead>
        <tr>
          <th scope="col" className="moderation-table__select">
            <Form.Check
              aria-label="Select every advert on this page"
              checked={allChecked}
              onChange={() => onToggleAll(!allChecked)}
            />
          </th>
          <th scope="col">Property</th>
          <th scope="col">Date Published</th>
          <th scope="col">Status</th>
          <th scope="col">View/Like/Tour</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {adverts.map((advert) => (
          <ModerationRow
            key={advert.id}
            advert={advert}
            checked={selected.has(advert.id)}
            {...row}
          />
        ))}
      </tbody>
    </table>
  );
}

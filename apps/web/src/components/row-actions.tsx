import Button from 'react-bootstrap/Button';
import { Icon } from './icon/icon';

/** A list row's edit and delete buttons, named after the row for screen readers and tests. */
export function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="d-flex gap-2">
      <Button variant="outline-primary" size="sm" aria-label={`Edit ${label}`} onClick={onEdit}>
        <Icon name="pencil-square" />
      </Button>
      <Button variant="outline-danger" size="sm" aria-label={`Delete ${label}`} onClick={onDelete}>
        <Icon name="trash" />
      </Button>
    </div>
  );
}

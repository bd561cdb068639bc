import Button from 'react-bootstrap/Button';
import { Icon } from './icon/icon';
import { useT } from '../i18n';

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
  const t = useT();
  return (
    <div className="d-flex gap-2">
      <Button
        variant="outline-primary"
        size="sm"
        aria-label={t('shell.editRow', { label })}
        onClick={onEdit}
      >
        <Icon name="pencil-square" />
      </Button>
      <Button
        variant="outline-danger"
        size="sm"
        aria-label={t('shell.deleteRow', { label })}
        onClick={onDelete}
      >
        <Icon name="trash" />
      </Button>
    </div>
  );
}

import type { Category } from '@estate/contracts';
import { Icon } from '../../../components/icon/icon';
import { RowActions } from '../../../components/row-actions';

interface CategoryTableProps {
  categories: Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

function CategoryRow({
  category,
  onEdit,
  onDelete,
}: { category: Category } & Omit<CategoryTableProps, 'categories'>) {
  return (
    <tr>
      <td data-label="Icon">
        <span className="category-table__icon" title={category.icon}>
          <Icon name={category.icon} />
          <span className="visually-hidden">{category.icon}</span>
        </span>
      </td>
      <td data-label="Name">{category.title}</td>
      <td data-label="Sequence">{category.seq}</td>
      <td data-label="Active">
        <span className={`badge ${category.isActive ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {category.isActive ? 'Active' : 'Inactive'}
        </span>
      </td>
      <td data-label="Action">
        <RowActions
          label={category.title}
          onEdit={() => onEdit(category)}
          onDelete={() => onDelete(category)}
        />
      </td>
    </tr>
  );
}

/** The categories list: Icon, Name, Sequence, Active and actions; cards on phones. */
export function CategoryTable({ categories, onEdit, onDelete }: CategoryTableProps) {
  return (
    <table className="table align-middle category-table">
      <thead>
        <tr>
          <th scope="col">Icon</th>
          <th scope="col">Name</th>
          <th scope="col">Sequence</th>
          <th scope="col">Active</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <CategoryRow key={category.id} category={category} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </tbody>
    </table>
  );
}

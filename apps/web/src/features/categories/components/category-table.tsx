import type { Category } from '@estate/contracts';
import { Icon } from '../../../components/icon/icon';
import { RowActions } from '../../../components/row-actions';
import { useCategoriesT } from '../texts';

/** Units written alike in both languages (m², m, km): no Turkish one is missing. */
const SAME_IN_BOTH = /^[a-zµ]{1,3}[²³]?$/i;

/**
 * Keys a Turkish reader still sees partly in English: no Turkish name, a unit without a Turkish
 * one, or a choice without one (docs/product.md#the-sites-own-words).
 */
export const keysWithoutTurkish = (category: Category) =>
  category.properties.filter(
    (key) =>
      !key.nameTr ||
      (key.unit !== null && !key.unitTr && !SAME_IN_BOTH.test(key.unit)) ||
      (key.type === 'choice' && key.choices.some((_, i) => !key.choicesTr?.[i])),
  ).length;

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
  const t = useCategoriesT();
  const untranslated = keysWithoutTurkish(category);
  return (
    <tr>
      <td data-label={t('col.icon')}>
        <span className="category-table__icon" title={category.icon}>
          <Icon name={category.icon} />
          <span className="visually-hidden">{category.icon}</span>
        </span>
      </td>
      <td data-label={t('col.name')}>
        {category.title}
        {category.titleTr ? (
          <span className="category-table__turkish" lang="tr">
            {category.titleTr}
          </span>
        ) : (
          <span className="badge text-bg-warning ms-2">{t('noTurkish')}</span>
        )}
        {untranslated > 0 ? (
          <span className="badge text-bg-warning category-table__keys-gap">
            {t('keysNoTurkish', { count: untranslated })}
          </span>
        ) : null}
      </td>
      <td data-label={t('col.sequence')}>{category.seq}</td>
      <td data-label={t('col.active')}>
        <span className={`badge ${category.isActive ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {category.isActive ? t('active') : t('inactive')}
        </span>
      </td>
      <td data-label={t('col.action')}>
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
  const t = useCategoriesT();
  return (
    <table className="table align-middle category-table">
      <thead>
        <tr>
          <th scope="col">{t('col.icon')}</th>
          <th scope="col">{t('col.name')}</th>
          <th scope="col">{t('col.sequence')}</th>
          <th scope="col">{t('col.active')}</th>
          <th scope="col">{t('col.action')}</th>
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

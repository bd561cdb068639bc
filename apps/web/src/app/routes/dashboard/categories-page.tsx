import { CategoriesScreen } from '../../../features/categories';

export default function CategoriesPage() {
  return <CategoriesScreen />;
}

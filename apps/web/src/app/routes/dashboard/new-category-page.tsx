import { NewCategoryScreen } from '../../../features/categories';

export default function NewCategoryPage() {
  return <NewCategoryScreen />;
}

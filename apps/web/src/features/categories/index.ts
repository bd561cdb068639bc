export { CategoriesScreen, NewCategoryScreen } from './components/categories-screen';

/** The back office's categories: their routes and the service behind them. */
export { categoriesRoutes } from './categories.routes';
export { createCategoriesService, type CategoriesService } from './categories.service';

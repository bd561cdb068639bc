export { PAGE_ACCESS, canOpen, type PageAccessKey } from './page-access';
export { MENUS, menuFor, type MenuItem } from './menus';

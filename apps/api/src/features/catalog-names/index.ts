export {
  localizeAdvertType,
  localizeCategory,
  localizePropertyKey,
  nameIn,
} from './localize-names';
export { registerCatalogNames } from './catalog-names.hook';
export { createCatalogNames, type CatalogNames } from './catalog-names.service';

import type { Catalog } from '../../catalogs';
import adverts from './adverts.json';
import home from './home.json';
import shell from './shell.json';

/** The Turkish texts, a chunk of their own that only Turkish readers fetch. */
export default { adverts, home, shell } satisfies Catalog;

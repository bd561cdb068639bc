import adverts from './adverts.json';
import home from './home.json';
import shell from './shell.json';

/** The English texts, bundled with the first load; one file per feature namespace. */
export default { adverts, home, shell };

import type { FastifyInstance } from 'fastify';
import { readerLanguage, varyOnLanguage } from '../../i18n';
import type { CatalogNames } from './catalog-names.service';
import { mentionsCatalog } from './localize-names';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's own words in the reader's language, for answers made before serialisation. */
    catalogNames: CatalogNames;
  }
}

/**
 * Every answer still an object when it is serialised (favourites, owner lists, comparisons…)
 * names types, categories and keys in the reader's language; answers kept as finished bytes for
 * visitors are localised where they are made (`app.catalogNames`), under a key with the language.
 */
export function registerCatalogNames(app: FastifyInstance, names: CatalogNames) {
  app.decorate('catalogNames', names);
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (typeof payload !== 'object' || payload === null || Buffer.isBuffer(payload)) return payload;
    if (!mentionsCatalog(payload)) return payload;
    varyOnLanguage(reply);
    return names.localize(payload, readerLanguage(request));
  });
}

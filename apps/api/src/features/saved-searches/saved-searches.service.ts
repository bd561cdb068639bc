import {
  MAX_SAVED_SEARCHES,
  type MessageResponse,
  type SavedSearch,
  type SavedSearchAlert,
  type SavedSearchUnsubscribe,
  type SavedSearchCreate,
  type SavedSearchUpdate,
  advertSearchQuerySchema,
  foldPropertyFilters,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
} from '@estate/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { Search } from '../search';
import { toSavedSearch } from './saved-searches.mapper';
import { SAVED_SEARCH_MESSAGES as M } from './saved-searches.messages';
import { createSavedSearchesRepository } from './saved-searches.repository';
import { idOfToken, tokenIsSigned } from './unsubscribe-token';

export interface SavedSearchesDeps {
  db: Db;
  clock: Clock;
  /** The server's secret, which signs the unsubscribe links. */
  secret: string;
  /** Checks typed filters against their category's keys, as GET /adverts does. */
  search: Pick<Search, 'publicWhere'>;
}

type Create = ReturnType<typeof savedSearchCreateSchema.parse>;
type Update = ReturnType<typeof savedSearchUpdateSchema.parse>;

/** A member's saved searches (docs/product.md#saved-searches): their own only. */
export function createSavedSearchesService({ db, clock, secret, search }: SavedSearchesDeps) {
  const repo = createSavedSearchesRepository(db);
  /** A filter on a key of another category or of the wrong type is refused as the list does. */
  /** The search an unsubscribe token names, if this server signed it for its current nonce. */
  const signedRow = async (token: string) => {
    const id = idOfToken(token);
    const row = id === undefined ? undefined : await repo.alertOf(id);
    // A deleted search sends nothing, but its link is answered as any other unknown one.
    if (!row || !tokenIsSigned(secret, 'saved-search-unsubscribe', token, row))
      throw badRequest(M.linkNotValid);
    return row;
  };
  const checkFilters = async (filters: Record<string, string> | undefined) => {
    if (filters)
      await search.publicWhere(advertSearchQuerySchema.parse(foldPropertyFilters(filters)));
  };

  return {
    async list(userId: number): Promise<SavedSearch[]> {
      return (await repo.listOf(userId)).map(toSavedSearch);
    },

    async create(userId: number, input: Create | SavedSearchCreate): Promise<SavedSearch> {
      const saved = savedSearchCreateSchema.parse(input);
      await checkFilters(saved.filters);
      const row = await repo.create(userId, saved, MAX_SAVED_SEARCHES, clock.now());
      if (!row) throw badRequest(M.tooMany);
      return toSavedSearch(row);
    },

    /** Someone else's search is answered as missing: its existence is nobody else's business. */
    async update(userId: number, id: number, input: Update | SavedSearchUpdate) {
      const change = savedSearchUpdateSchema.parse(input);
      await checkFilters(change.filters);
      const row = await repo.update(userId, id, change, clock.now());
      if (!row) throw notFound(M.missing);
      return toSavedSearch(row);
    },

    async remove(userId: number, id: number): Promise<MessageResponse> {
      if (!(await repo.remove(userId, id))) throw notFound(M.missing);
      return { message: M.removed };
    },

    /**
     * What the unsubscribe link would turn off, changing nothing: a mail scanner that opens the
     * link leaves the alert on (docs/product.md#saved-search-alerts).
     */
    async describeUnsubscribe(token: string): Promise<SavedSearchUnsubscribe> {
      const row = await signedRow(token);
      return { name: row.name, alert: row.alert as SavedSearchAlert };
    },

    /**
     * The unsubscribe link's POST (the page's button, or the mail client's one-click): a token
     * this server signed for the search's current nonce turns its alert off (again and again
     * alike); any other token changes nothing and is answered 400.
     */
    async unsubscribe(token: string): Promise<MessageResponse> {
      const row = await signedRow(token);
      // Nothing turned off means the alert was turned on again since the read: the link is old.
      if (row.alert !== 'NONE' && !(await repo.silence(row.id, row.nonce, clock.now())))
        throw badRequest(M.linkNotValid);
      return { message: M.unsubscribed };
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;

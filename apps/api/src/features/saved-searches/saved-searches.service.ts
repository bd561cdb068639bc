import {
  MAX_SAVED_SEARCHES,
  type MessageResponse,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
  savedSearchCreateSchema,
  savedSearchUpdateSchema,
} from '@estate/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { toSavedSearch } from './saved-searches.mapper';
import { SAVED_SEARCH_MESSAGES as M } from './saved-searches.messages';
import { createSavedSearchesRepository } from './saved-searches.repository';
import { searchIdOfToken } from './unsubscribe-token';

export interface SavedSearchesDeps {
  db: Db;
  clock: Clock;
  /** The server's secret, which signs the unsubscribe links. */
  secret: string;
}

type Create = ReturnType<typeof savedSearchCreateSchema.parse>;
type Update = ReturnType<typeof savedSearchUpdateSchema.parse>;

/** A member's saved searches (docs/product.md#saved-searches): their own only. */
export function createSavedSearchesService({ db, clock, secret }: SavedSearchesDeps) {
  const repo = createSavedSearchesRepository(db);

  return {
    async list(userId: number): Promise<SavedSearch[]> {
      return (await repo.listOf(userId)).map(toSavedSearch);
    },

    async create(userId: number, input: Create | SavedSearchCreate): Promise<SavedSearch> {
      const search = savedSearchCreateSchema.parse(input);
      const row = await repo.create(userId, search, MAX_SAVED_SEARCHES, clock.now());
      if (!row) throw badRequest(M.tooMany);
      return toSavedSearch(row);
    },

    /** Someone else's search is answered as missing: its existence is nobody else's business. */
    async update(userId: number, id: number, input: Update | SavedSearchUpdate) {
      const change = savedSearchUpdateSchema.parse(input);
      const row = await repo.update(userId, id, change, clock.now());
      if (!row) throw notFound(M.missing);
      return toSavedSearch(row);
    },

    async remove(userId: number, id: number): Promise<MessageResponse> {
      if (!(await repo.remove(userId, id))) throw notFound(M.missing);
      return { message: M.removed };
    },

    /**
     * The unsubscribe link: a token this server signed turns the search's alert off (again and
     * again alike); any other token changes nothing and is answered 400.
     */
    async unsubscribe(token: string): Promise<MessageResponse> {
      const id = searchIdOfToken(secret, token);
      // A deleted search sends nothing either: the link is done all the same.
      if (id === undefined) throw badRequest(M.linkNotValid);
      await repo.silence(id, clock.now());
      return { message: M.unsubscribed };
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;

import type { SavedSearch, SavedSearchAlert } from '@estate/contracts';
import type { SavedSearchRow } from './saved-searches.repository';

export const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  alert: row.alert as SavedSearchAlert,
  createAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
});

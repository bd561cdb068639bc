import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SavedSearch, SavedSearchAlert, SavedSearchUpdate } from '@estate/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { Icon } from '../../../components/icon/icon';
import { PromptDialog } from '../../../components/prompt-dialog';
import { QueryStatus } from '../../../components/query-status';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useMemberT } from '../../../i18n/member-texts';
import {
  deleteSavedSearch,
  savedSearchKeys,
  updateSavedSearch,
  useSavedSearches,
} from '../api/saved-searches';
import { describeFilters, useFilterNames } from '../lib/filter-summary';
import { ALERT_CHOICES } from '../lib/saved-filters';
import { savedSearchUrl } from '../lib/saved-search-url';

/** The question's English text (docs/product.md#saved-searches); shown in the reader's language. */
export const DELETE_QUESTION = 'Delete this saved search?';

/** The changes of one saved search, each refreshing the list when done. */
function useSavedSearchChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: number; change: SavedSearchUpdate }) =>
      updateSavedSearch(id, change),
    onSuccess: () => refresh(),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedSearch(id),
    onSuccess: (answer) => {
      toast.success(answer.message);
      return refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return { update, remove };
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { update, remove } = useSavedSearchChanges();
  const [renaming, setRenaming] = useState(false);
  const t = useMemberT();
  const [deleting, setDeleting] = useState(false);
  const summary = describeFilters(search.filters, useFilterNames(search.filters));
  const change = (value: SavedSearchUpdate) => update.mutate({ id: search.id, change: value });

  return (
    <li className="saved-search panel">
      <div className="saved-search__main">
        <h2 className="saved-search__name">{search.name}</h2>
        <p className="saved-search__summary">{summary.join(' · ')}</p>
      </div>
      <Form.Group className="saved-search__alert" controlId={`alert-${search.id}`}>
        <Form.Label className="small mb-1">{t('saved.alerts')}</Form.Label>
        <Form.Select
          size="sm"
          value={search.alert}
          disabled={update.isPending}
          onChange={(event) => change({ alert: event.target.value as SavedSearchAlert })}
        >
          {ALERT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(`saved.alert.${choice.value}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="saved-search__actions">
        <Link className="btn btn-primary btn-sm" to={savedSearchUrl(search.filters)}>
          <Icon name="search" /> {t('saved.open')}
        </Link>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => setRenaming(true)}
        >
          {t('saved.rename')}
          <span className="visually-hidden"> {search.name}</span>
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => setDeleting(true)}
        >
          {t('saved.delete')}
          <span className="visually-hidden"> {search.name}</span>
        </button>
      </div>
      <PromptDialog
        show={renaming}
        message={t('saved.newName')}
        initialValue={search.name}
        onConfirm={(name) => {
          setRenaming(false);
          if (name.trim() && name.trim() !== search.name) change({ name });
        }}
        onCancel={() => setRenaming(false)}
      />
      <ConfirmDialog
        show={deleting}
        message={t('saved.deleteQuestion')}
        subject={search.name}
        confirmLabel={t('saved.delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setDeleting(false);
          remove.mutate(search.id);
        }}
        onCancel={() => setDeleting(false)}
      />
    </li>
  );
}

/** Saved Searches in the dashboard (docs/product.md#saved-searches), for every role. */
export function SavedSearchesPage() {
  const query = useSavedSearches();
  const t = useMemberT();
  return (
    <>
      <DashboardPageHeader title={t('saved.title')}>{t('saved.lead')}</DashboardPageHeader>
      <QueryStatus query={query} />
      {query.data?.length === 0 ? (
        <div className="panel text-center py-5">
          <Icon name="bookmark-star" />
          <p className="mt-2">{t('saved.empty')}</p>
          <Link className="btn btn-primary" to={paths.properties()}>
            {t('saved.search')}
          </Link>
          <p className="small text-body-secondary mt-2 mb-0">{t('saved.howTo')}</p>
        </div>
      ) : null}
      {query.data?.length ? (
        <ul className="saved-searches list-unstyled">
          {query.data.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

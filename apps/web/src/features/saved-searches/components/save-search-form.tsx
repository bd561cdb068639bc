import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MAX_SAVED_SEARCH_NAME, type SavedSearchAlert } from '@estate/contracts';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { createSavedSearch, savedSearchKeys } from '../api/saved-searches';
import { describeFilters, useFilterNames } from '../lib/filter-summary';
import { ALERT_CHOICES } from '../lib/saved-filters';
import { alertKey, hintKey, useSavedSearchT } from '../texts';

export const SAVED_MESSAGE = 'Search saved. You will find it under Saved Searches.';

/** The save dialog's form: a name (the filters' summary when left empty) and the alert. */
export default function SaveSearchForm({
  filters,
  onDone,
}: {
  filters: Record<string, string>;
  onDone: () => void;
}) {
  const id = useId();
  const t = useSavedSearchT();
  const queryClient = useQueryClient();
  const summary = describeFilters(filters, useFilterNames(filters));
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<SavedSearchAlert>('INSTANT');
  const save = useMutation({
    mutationFn: () =>
      createSavedSearch({
        name: name.trim() || summary.join(' · ').slice(0, MAX_SAVED_SEARCH_NAME),
        filters,
        alert,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      toast.success(t('saved'));
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Form onSubmit={submit}>
      <Modal.Header closeButton>
        <Modal.Title id="save-search-title">{t('saveThisSearch')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary small mb-3">{summary.join(' · ')}</p>
        <Form.Group className="mb-3" controlId={`${id}-name`}>
          <Form.Label>{t('name')}</Form.Label>
          <Form.Control
            value={name}
            maxLength={MAX_SAVED_SEARCH_NAME}
            placeholder={summary.join(' · ').slice(0, MAX_SAVED_SEARCH_NAME)}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Group>
        <fieldset>
          <legend className="form-label fs-6">{t('emailMe')}</legend>
          {ALERT_CHOICES.map((choice) => (
            <Form.Check
              key={choice.value}
              type="radio"
              id={`${id}-${choice.value}`}
              name={`${id}-alert`}
              label={
                <>
                  {t(alertKey(choice.value))}{' '}
                  <span className="text-body-secondary small">— {t(hintKey(choice.value))}</span>
                </>
              }
              checked={alert === choice.value}
              onChange={() => setAlert(choice.value)}
            />
          ))}
        </fieldset>
        {save.error ? (
          <p className="text-danger mt-3 mb-0" role="alert">
            {errorMessage(save.error)}{' '}
            <Link to={paths.dashboard.savedSearches()}>{t('openSaved')}</Link>
          </p>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('saveSearch')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

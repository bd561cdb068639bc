import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormAlert } from '../../../components/forms';
import { toast } from '../../../components/toast';
import { formatDate } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { useFeed, useSaveFeed } from '../api/imports';
import { useAgenciesT } from '../texts';

const FEED_URL = /^https?:\/\/\S+$/i;

/**
 * The agency's feed (docs/catalogue-format.md): an address the server imports once a day as the
 * full catalogue; the last check and failure are shown. The address is checked here as the
 * server checks it.
 */
export function FeedForm({ agencyId }: { agencyId: number }) {
  const t = useAgenciesT();
  const feed = useFeed(agencyId);
  const save = useSaveFeed(agencyId);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typed ?? feed.data?.url ?? '';

  const submit = (url: string | null) => {
    if (url !== null && !FEED_URL.test(url.trim())) return setProblem(t('feed.badUrl'));
    setProblem(null);
    save.mutate(url === null ? null : url.trim(), {
      onSuccess: () => {
        setTyped(null);
        toast.success(t(url === null ? 'feed.stopped' : 'feed.saved'));
      },
    });
  };
  const data = feed.data;
  return (
    <Form
      noValidate
      className="mb-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
    >
      <h4 className="h6">{t('feed.title')}</h4>
      <p className="small text-secondary">{t('feed.lead')}</p>
      <FormAlert variant="danger" message={save.isError ? errorMessage(save.error) : null} />
      <Form.Group controlId="catalogue-feed" className="mb-2">
        <Form.Label>{t('feed.url')}</Form.Label>
        <Form.Control
          type="url"
          value={value}
          isInvalid={problem !== null}
          placeholder="https://"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
      </Form.Group>
      {data?.url ? (
        <p className="small mb-2">
          {data.checkedAt
            ? t('feed.checked', {
                when: formatDate(data.checkedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })
            : t('feed.notYet')}
        </p>
      ) : null}
      {data?.failure ? (
        <p className="small text-danger">{t('feed.failed', { failure: data.failure })}</p>
      ) : null}
      <div className="d-flex gap-2">
        <Button type="submit" variant="outline-primary" disabled={save.isPending}>
          {t('feed.save')}
        </Button>
        {data?.url ? (
          <Button variant="outline-danger" disabled={save.isPending} onClick={() => submit(null)}>
            {t('feed.stop')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

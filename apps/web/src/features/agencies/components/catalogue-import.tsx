import { LISTING_FILE_LIMITS, type DryRun } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormAlert } from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { useDryRun, useStartImport } from '../api/imports';
import { useAgenciesT } from '../texts';
import { FeedForm } from './feed-form';
import { ImportCountsList, ImportRuns } from './import-runs';

const FILE_TYPES = /\.(csv|json)$/i;

/**
 * The owner's catalogue import on My Agency (docs/catalogue-format.md): a file is checked first
 * (the dry run's counts and refusals), then imported in the background; the runs below show its
 * progress and reports. A file that is not CSV or JSON, or over 5 MB, is refused at once.
 */
export function CatalogueImport({ agencyId }: { agencyId: number }) {
  const t = useAgenciesT();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [full, setFull] = useState(false);
  const dryRun = useDryRun(agencyId);
  const start = useStartImport(agencyId);
  const checked = dryRun.data && dryRun.variables?.file === file && dryRun.variables.full === full;

  const pick = (picked: File | undefined) => {
    dryRun.reset();
    start.reset();
    const problem = !picked
      ? null
      : !FILE_TYPES.test(picked.name)
        ? t('import.notCsv')
        : picked.size > LISTING_FILE_LIMITS.bytes
          ? t('import.tooLarge')
          : null;
    setRefusal(problem);
    setFile(problem ? null : (picked ?? null));
  };
  const failure = dryRun.error ?? start.error;
  return (
    <section className="mt-4" aria-labelledby="catalogue-import-title">
      <h3 id="catalogue-import-title" className="h5">
        {t('import.title')}
      </h3>
      <p className="text-secondary">{t('import.lead')}</p>
      <Form.Group controlId="catalogue-file" className="mb-2">
        <Form.Label>{t('import.file')}</Form.Label>
        <Form.Control
          type="file"
          accept=".csv,.json,text/csv,application/json"
          isInvalid={refusal !== null}
          onChange={(event) => pick((event.target as HTMLInputElement).files?.[0])}
        />
        <Form.Control.Feedback type="invalid">{refusal}</Form.Control.Feedback>
      </Form.Group>
      <Form.Check
        id="catalogue-full"
        className="mb-3"
        label={t('import.full')}
        checked={full}
        onChange={(event) => setFull(event.target.checked)}
      />
      <FormAlert variant="danger" message={failure ? errorMessage(failure) : null} />
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button
          variant="outline-primary"
          disabled={!file || dryRun.isPending}
          onClick={() => file && dryRun.mutate({ file, full })}
        >
          {t('import.check')}
        </Button>
        <Button
          disabled={!file || !checked || start.isPending || start.isSuccess}
          onClick={() => file && start.mutate({ file, full })}
        >
          {t('import.start')}
        </Button>
      </div>
      {checked && dryRun.data ? <DryRunResult result={dryRun.data} /> : null}
      <FeedForm agencyId={agencyId} />
      <ImportRuns agencyId={agencyId} />
    </section>
  );
}

function DryRunResult({ result }: { result: DryRun }) {
  const t = useAgenciesT();
  return (
    <div className="mb-3" aria-live="polite">
      <h4 className="h6">{t('import.dryRunTitle')}</h4>
      <ImportCountsList counts={result.counts} />
      {result.problems.length ? (
        <ul aria-label={t('import.problems')} className="small">
          {result.problems.map((p) => (
            <li key={`${p.line}-${p.field ?? ''}-${p.message}`}>
              {t('import.problem', {
                line: p.line,
                listingId: p.listingId ?? '—',
                field: p.field ?? '—',
                message: p.message,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {result.moreProblems > 0 ? (
        <p className="small">{t('import.moreProblems', { count: result.moreProblems })}</p>
      ) : null}
      {result.ignoredFields.length ? (
        <p className="small text-secondary">
          {t('import.ignored', { fields: result.ignoredFields.join(', ') })}
        </p>
      ) : null}
    </div>
  );
}

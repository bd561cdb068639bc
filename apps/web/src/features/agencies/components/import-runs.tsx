import type { ImportCounts, ImportRun } from '@estate/contracts';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '../../../components/forms';
import { formatDate } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { downloadImportReport, useImportRuns } from '../api/imports';
import { useAgenciesT } from '../texts';

const COUNTS: Array<keyof ImportCounts> = ['new', 'changed', 'unchanged', 'missing', 'refused'];

export function ImportCountsList({ counts }: { counts: ImportCounts }) {
  const t = useAgenciesT();
  return (
    <ul className="list-inline mb-2">
      {COUNTS.map((what) => (
        <li key={what} className="list-inline-item me-3">
          {t(`import.count.${what}`, { count: counts[what] })}
        </li>
      ))}
    </ul>
  );
}

/** The agency's last runs: a bar while one runs, its counts and report once it ends. */
export function ImportRuns({ agencyId }: { agencyId: number }) {
  const t = useAgenciesT();
  const runs = useImportRuns(agencyId);
  const queryClient = useQueryClient();
  // The newest finished run when the list was first read: a later one changed the adverts.
  const seenFinished = useRef<number | null | undefined>(undefined);
  const newestFinished = runs.data?.runs.find((run) => run.status !== 'RUNNING')?.id ?? null;
  useEffect(() => {
    if (runs.data === undefined) return;
    if (seenFinished.current !== undefined && newestFinished !== seenFinished.current)
      void queryClient.invalidateQueries({ queryKey: ['agencies', agencyId, 'adverts'] });
    seenFinished.current = newestFinished;
  }, [runs.data, newestFinished, agencyId, queryClient]);
  if (!runs.data?.runs.length) return null;
  return (
    <div>
      <h4 className="h6">{t('import.runs')}</h4>
      <ol className="list-unstyled" aria-label={t('import.runs')}>
        {runs.data.runs.map((run) => (
          <li key={run.id} className="border rounded p-2 mb-2">
            <RunLine agencyId={agencyId} run={run} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function RunLine({ agencyId, run }: { agencyId: number; run: ImportRun }) {
  const t = useAgenciesT();
  const [failed, setFailed] = useState<unknown>(null);
  const when = formatDate(run.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <p className="mb-1">
        {t(`import.status.${run.status}`, { when })}
        {run.full ? ` · ${t('import.fullShort')}` : ''}
      </p>
      {run.status === 'RUNNING' ? (
        <ProgressBar
          now={run.total ? (100 * run.done) / run.total : 0}
          label={t('import.progress', { done: run.done, total: run.total })}
          aria-label={t('import.progress', { done: run.done, total: run.total })}
        />
      ) : (
        <ImportCountsList counts={run.counts} />
      )}
      {run.failure ? <p className="text-danger small mb-1">{run.failure}</p> : null}
      <FormAlert variant="danger" message={failed ? errorMessage(failed) : null} />
      {run.status !== 'RUNNING' ? (
        <Button
          size="sm"
          variant="link"
          className="p-0"
          onClick={() => downloadImportReport(agencyId, run.id).catch(setFailed)}
        >
          {t('import.report', { count: run.problems })}
        </Button>
      ) : null}
    </>
  );
}

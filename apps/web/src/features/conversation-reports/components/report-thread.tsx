import type { ConversationReportAction, ConversationReportDetail } from '@estate/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryStatus } from '../../../components/query-status';
import { errorMessage } from '../../../lib/api-error';
import { useConversationReport, useDecideReport } from '../api/conversation-reports';
import { useReportsQueueT, when } from '../texts';

/** Dismiss or Suspend, each asked first; shown while the report waits. */
function Decision({ report }: { report: ConversationReportDetail }) {
  const t = useReportsQueueT();
  const decide = useDecideReport(report.id);
  const [asking, setAsking] = useState<ConversationReportAction>();
  const name = report.reported.name;
  const canSuspend = report.reported.id !== null && !report.reported.suspendedAt;
  return (
    <div className="report-thread__decision">
      <Button
        variant="outline-secondary"
        disabled={decide.isPending}
        onClick={() => setAsking('DISMISS')}
      >
        {t('dismiss')}
      </Button>
      {canSuspend ? (
        <Button variant="danger" disabled={decide.isPending} onClick={() => setAsking('SUSPEND')}>
          {t('suspend', { name })}
        </Button>
      ) : null}
      {decide.error ? <Alert variant="danger">{errorMessage(decide.error)}</Alert> : null}
      <ConfirmDialog
        show={asking !== undefined}
        message={asking === 'SUSPEND' ? t('suspendQuestion', { name }) : t('dismissQuestion')}
        confirmLabel={asking === 'SUSPEND' ? t('suspendConfirm') : t('dismiss')}
        cancelLabel={t('cancel')}
        destructive={asking === 'SUSPEND'}
        onConfirm={() => {
          decide.mutate(asking!);
          setAsking(undefined);
        }}
        onCancel={() => setAsking(undefined)}
      />
    </div>
  );
}

/** The reported thread's messages, each with its author, and the decision while it waits. */
export function ReportThread({ id }: { id: number }) {
  const t = useReportsQueueT();
  const report = useConversationReport(id);
  const data = report.data;
  return (
    <div className="report-thread">
      <QueryStatus query={report} loadingText={t('loadingConversation')} />
      {data ? (
        <>
          <ol className="report-thread__messages" aria-label={t('messages')}>
            {data.messages.map((m) => (
              <li
                key={m.id}
                className={`report-thread__message${m.byReported ? ' report-thread__message--reported' : ''}`}
              >
                <strong>{m.byReported ? data.reported.name : data.reporter.name}</strong>
                {/* Plain text: what members typed is never rendered as markup. */}
                <p className="report-thread__text">{m.text}</p>
                <time dateTime={m.createAt}>{when(m.createAt)}</time>
              </li>
            ))}
          </ol>
          {data.decision ? null : <Decision report={data} />}
        </>
      ) : null}
    </div>
  );
}

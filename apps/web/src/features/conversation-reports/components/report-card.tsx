import type { ConversationReportItem } from '@estate/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useReportsQueueT, when, type ReportsQueueTextKey } from '../texts';
import { ReportThread } from './report-thread';

/** One report: why, by whom, about whom, the decision once taken, and its thread on demand. */
export function ReportCard({ report }: { report: ConversationReportItem }) {
  const t = useReportsQueueT();
  const [open, setOpen] = useState(false);
  const { reporter, reported, decision } = report;
  const threadId = `report-thread-${report.id}`;
  return (
    <article className="panel report-card" aria-labelledby={`report-${report.id}`}>
      <header className="report-card__header">
        <h2 id={`report-${report.id}`} className="report-card__title">
          <Badge bg="danger">{t(`reason.${report.reason}` as ReportsQueueTextKey)}</Badge>{' '}
          {t('about', { title: report.conversation.advertTitle })}
        </h2>
        <time dateTime={report.createAt}>{when(report.createAt)}</time>
      </header>
      <dl className="report-card__people">
        <dt>{t('reportedPerson')}</dt>
        <dd>
          {reported.name}
          {reported.email ? <span className="report-card__email"> · {reported.email}</span> : null}
          {reported.suspendedAt ? (
            <Badge bg="secondary" className="ms-2">
              {t('suspendedMark')}
            </Badge>
          ) : null}
        </dd>
        <dt>{t('reportedBy')}</dt>
        <dd>{reporter.name}</dd>
      </dl>
      {report.details ? (
        <blockquote className="report-card__details">{report.details}</blockquote>
      ) : null}
      {decision ? (
        <p className="report-card__decision" role="status">
          {t(decision.action === 'SUSPEND' ? 'suspendedBy' : 'dismissedBy', {
            name: decision.by,
            date: when(decision.at),
          })}
        </p>
      ) : null}
      <Button
        variant="outline-primary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? threadId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t('hideConversation') : t('readConversation')}
      </Button>
      {open ? (
        <div id={threadId}>
          <ReportThread id={report.id} />
        </div>
      ) : null}
    </article>
  );
}

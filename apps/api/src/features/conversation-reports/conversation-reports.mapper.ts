import {
  DELETED_USER_NAME,
  type ConversationReportAction,
  type ConversationReportDetail,
  type ConversationReportItem,
  type ConversationReportReason,
} from '@estate/contracts';
import type { ReportMessageRow, ReportRow } from './conversation-reports.repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Staff see a person's full name and e-mail, as on the Users page; "Deleted user" once gone. */
function personOf(row: ReportRow, side: 'reporter' | 'reported') {
  const id = row[`${side}_id`];
  if (id === null || row[`${side}_first`] === null)
    return { id: null, name: DELETED_USER_NAME, email: null, role: null, suspendedAt: null };
  return {
    id,
    name: `${row[`${side}_first`]} ${row[`${side}_last`] ?? ''}`.trim(),
    email: row[`${side}_email`],
    role: row[`${side}_role`],
    suspendedAt: isoOrNull(row[`${side}_suspended_at`]),
  };
}

export const toReportItem = (row: ReportRow): ConversationReportItem => ({
  id: row.id,
  reason: row.reason as ConversationReportReason,
  details: row.details,
  createAt: iso(row.created_at),
  conversation: { id: row.conversation_id, advertTitle: row.advert_title },
  reporter: personOf(row, 'reporter'),
  reported: personOf(row, 'reported'),
  decision:
    row.decision === null || row.decided_at === null
      ? null
      : {
          action: row.decision as ConversationReportAction,
          by: row.decided_by_name ?? '',
          at: iso(row.decided_at),
        },
});

/** The reported person wrote a message when the reporter did not (either may be gone since). */
const byReported = (row: ReportRow, message: ReportMessageRow) =>
  row.reporter_id !== null
    ? message.sender_id !== row.reporter_id
    : message.sender_id === row.reported_id;

export const toReportDetail = (
  row: ReportRow,
  messages: ReportMessageRow[],
): ConversationReportDetail => ({
  ...toReportItem(row),
  messages: messages.map((m) => ({
    id: m.id,
    text: m.body,
    createAt: iso(m.created_at),
    readAt: isoOrNull(m.read_at),
    byReported: byReported(row, m),
  })),
});

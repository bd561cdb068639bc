import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../../db/client';

/** A report with its thread's title, its two people and the decision, as staff read it. */
export interface ReportRow {
  id: number;
  reason: string;
  details: string | null;
  created_at: Date | string;
  conversation_id: number;
  advert_title: string;
  reporter_id: number | null;
  reporter_first: string | null;
  reporter_last: string | null;
  reporter_email: string | null;
  reporter_role: string | null;
  reporter_suspended_at: Date | string | null;
  reported_id: number | null;
  reported_first: string | null;
  reported_last: string | null;
  reported_email: string | null;
  reported_role: string | null;
  reported_suspended_at: Date | string | null;
  decision: string | null;
  decided_by_name: string | null;
  decided_at: Date | string | null;
}

export interface ReportMessageRow {
  id: number;
  sender_id: number;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** A thread's messages staff read with its report: the latest, as its two people see them. */
const REPORT_MESSAGES = 200;

const person = (alias: string, column: string, suspensions: string) =>
  sql.raw(`
  r.${column} AS ${alias}_id, ${alias}.first_name AS ${alias}_first,
  ${alias}.last_name AS ${alias}_last, ${alias}.email AS ${alias}_email,
  ${alias}.role AS ${alias}_role, ${suspensions}.suspended_at AS ${alias}_suspended_at`);

const SELECT_REPORTS = sql`
  SELECT r.id, r.reason, r.details, r.created_at, r.conversation_id, c.advert_title,
    ${person('reporter', 'reporter_user_id', 'reporter_s')},
    ${person('reported', 'reported_user_id', 'reported_s')},
    r.decision, r.decided_by_name, r.decided_at
  FROM conversation_reports r
  JOIN conversations c ON c.id = r.conversation_id
  LEFT JOIN users reporter ON reporter.id = r.reporter_user_id
  LEFT JOIN account_suspensions reporter_s ON reporter_s.user_id = r.reporter_user_id
  LEFT JOIN users reported ON reported.id = r.reported_user_id
  LEFT JOIN account_suspensions reported_s ON reported_s.user_id = r.reported_user_id`;

export function createConversationReportsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Open reports oldest first (the queue), or decided ones latest decision first. */
    async page(status: 'OPEN' | 'DECIDED', page: number, size: number) {
      const open = status === 'OPEN';
      const where = open ? sql`r.decided_at IS NULL` : sql`r.decided_at IS NOT NULL`;
      const order = open ? sql`r.created_at, r.id` : sql`r.decided_at DESC, r.id DESC`;
      const list = await queryRows<ReportRow>(
        db,
        sql`${SELECT_REPORTS} WHERE ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${page * size}`,
      );
      const [counted] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*) AS n FROM conversation_reports r WHERE ${where}`,
      );
      return { list, total: Number(counted!.n) };
    },

    async one(id: number, tx: Executor = db): Promise<ReportRow | undefined> {
      const [row] = await queryRows<ReportRow>(tx, sql`${SELECT_REPORTS} WHERE r.id = ${id}`);
      return row;
    },

    /** The reported thread's latest messages, oldest first. */
    messages: (conversationId: number) =>
      queryRows<ReportMessageRow>(
        db,
        sql`SELECT * FROM (
              SELECT id, sender_id, body, created_at, read_at FROM conversation_messages
              WHERE conversation_id = ${conversationId} ORDER BY id DESC LIMIT ${REPORT_MESSAGES}) m
            ORDER BY id`,
      ),

    /** Locks a report for its decision; undefined when it does not exist. */
    async lockForDecision(tx: Tx, id: number) {
      const [row] = await queryRows<{
        decided_at: Date | null;
        reported_user_id: number | null;
        reported_role: string | null;
      }>(
        tx,
        sql`SELECT r.decided_at, r.reported_user_id, u.role AS reported_role
            FROM conversation_reports r LEFT JOIN users u ON u.id = r.reported_user_id
            WHERE r.id = ${id} FOR UPDATE OF r`,
      );
      return row;
    },

    async recordDecision(
      tx: Tx,
      id: number,
      decision: { action: string; byId: number; byName: string; at: Date },
    ) {
      await tx.execute(
        sql`UPDATE conversation_reports SET decision = ${decision.action},
              decided_by_user_id = ${decision.byId}, decided_by_name = ${decision.byName},
              decided_at = ${decision.at}
            WHERE id = ${id}`,
      );
    },

    /**
     * Suspends the account and ends its sessions: every token it holds carries the old version
     * (docs/product.md#sessions). Suspending again keeps the first suspension.
     */
    async suspend(tx: Tx, input: { userId: number; byId: number; reportId: number; at: Date }) {
      await tx.execute(
        sql`INSERT INTO account_suspensions (user_id, suspended_at, suspended_by_user_id, report_id)
            VALUES (${input.userId}, ${input.at}, ${input.byId}, ${input.reportId})
            ON CONFLICT (user_id) DO NOTHING`,
      );
      await tx.execute(
        sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${input.userId}`,
      );
    },
  };
}

export type ConversationReportsRepository = ReturnType<typeof createConversationReportsRepository>;

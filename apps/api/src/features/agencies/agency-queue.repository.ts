import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../../db/client';
import { SELECT_AGENCY, type AgencyRow } from './agencies.repository';

/** A queued agency with its owner and head count, as staff read it. */
export interface QueueRow extends AgencyRow {
  owner_first: string | null;
  owner_last: string | null;
  owner_email: string | null;
  owner_language: string | null;
  members: number;
}

const SELECT_QUEUED = sql`
  SELECT q.*, u.first_name AS owner_first, u.last_name AS owner_last, u.email AS owner_email,
    u.language AS owner_language,
    (SELECT count(*) FROM agency_members c WHERE c.agency_id = q.id)::int AS members
  FROM (${SELECT_AGENCY}) q
  LEFT JOIN agency_members o ON o.agency_id = q.id AND o.role = 'OWNER'
  LEFT JOIN users u ON u.id = o.user_id`;

/** The staff's verification queue (docs/product.md#agencies). */
export function createAgencyQueueRepository(db: Db) {
  return {
    /** Open agencies of a status: the waiting ones oldest first, decided ones latest first. */
    async page(status: string, page: number, size: number) {
      const order = status === 'PENDING' ? sql`q.created_at, q.id` : sql`q.decided_at DESC, q.id`;
      const where = sql`q.status = ${status} AND q.closed_at IS NULL`;
      const list = await queryRows<QueueRow>(
        db,
        sql`${SELECT_QUEUED} WHERE ${where} ORDER BY ${order} LIMIT ${size} OFFSET ${page * size}`,
      );
      const [counted] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*) AS n FROM agencies q WHERE ${where}`,
      );
      return { list, total: Number(counted!.n) };
    },

    async one(id: number, tx: Executor = db): Promise<QueueRow | undefined> {
      const [row] = await queryRows<QueueRow>(tx, sql`${SELECT_QUEUED} WHERE q.id = ${id}`);
      return row;
    },

    decide: (tx: Tx, id: number, d: { status: string; reason: string | null; byId: number }) =>
      tx.execute(
        sql`UPDATE agencies SET status = ${d.status}, status_reason = ${d.reason},
              decided_by_user_id = ${d.byId}, decided_at = now(), updated_at = now()
            WHERE id = ${id}`,
      ),
  };
}

export type AgencyQueueRepository = ReturnType<typeof createAgencyQueueRepository>;

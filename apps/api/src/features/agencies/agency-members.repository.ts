import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../../db/client';

export interface MemberRow {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  joined_at: Date | string;
}

/** A person's place in an agency, read or locked for a change (docs/product.md#agencies). */
export function createAgencyMembersRepository(db: Db) {
  return {
    async membershipOf(userId: number, tx: Executor = db) {
      const [row] = await queryRows<{ agency_id: number; role: string }>(
        tx,
        sql`SELECT agency_id, role FROM agency_members WHERE user_id = ${userId}`,
      );
      return row;
    },

    /** Whether the account with this e-mail address (any case) belongs to an agency. */
    async emailInAgency(email: string, tx: Executor = db) {
      const rows = await queryRows<{ n: number }>(
        tx,
        sql`SELECT 1 AS n FROM agency_members m JOIN users u ON u.id = m.user_id
            WHERE lower(u.email) = ${email.toLowerCase()}`,
      );
      return rows.length > 0;
    },

    /** The language of the account with this e-mail address, if there is one. */
    async languageOf(email: string) {
      const [row] = await queryRows<{ language: string }>(
        db,
        sql`SELECT language FROM users WHERE lower(email) = ${email.toLowerCase()} LIMIT 1`,
      );
      return row?.language;
    },

    members: (agencyId: number, tx: Executor = db) =>
      queryRows<MemberRow>(
        tx,
        sql`SELECT m.user_id, u.first_name, u.last_name, u.email, m.role, m.joined_at
            FROM agency_members m JOIN users u ON u.id = m.user_id
            WHERE m.agency_id = ${agencyId}
            ORDER BY m.role = 'OWNER' DESC, m.joined_at, m.user_id`,
      ),

    add: (tx: Tx, agencyId: number, userId: number, role: 'OWNER' | 'AGENT') =>
      tx.execute(
        sql`INSERT INTO agency_members (agency_id, user_id, role)
            VALUES (${agencyId}, ${userId}, ${role})`,
      ),

    remove: (tx: Tx, agencyId: number, userId: number) =>
      queryRows<{ user_id: number }>(
        tx,
        sql`DELETE FROM agency_members WHERE agency_id = ${agencyId} AND user_id = ${userId}
            RETURNING user_id`,
      ),

    /** Hands ownership on: the owner steps down first, for the one-owner index. */
    async handOn(tx: Tx, agencyId: number, from: number, to: number) {
      await tx.execute(
        sql`UPDATE agency_members SET role = 'AGENT' WHERE agency_id = ${agencyId} AND user_id = ${from}`,
      );
      await tx.execute(
        sql`UPDATE agency_members SET role = 'OWNER' WHERE agency_id = ${agencyId} AND user_id = ${to}`,
      );
    },

    async count(tx: Tx, agencyId: number) {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*) AS n FROM agency_members WHERE agency_id = ${agencyId}`,
      );
      return Number(row!.n);
    },
  };
}

export type AgencyMembersRepository = ReturnType<typeof createAgencyMembersRepository>;

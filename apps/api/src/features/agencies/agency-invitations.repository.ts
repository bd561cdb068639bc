import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';

export interface InvitationRow {
  id: number;
  agency_id: number;
  email: string;
  invited_by_name: string;
  created_at: Date | string;
  expires_at: Date | string;
}

/** E-mailed invitations: only the token's hash is kept (docs/product.md#agencies). */
export function createAgencyInvitationsRepository(db: Db) {
  return {
    /** Open invitations, newest first. */
    openInvitations: (agencyId: number, now: Date) =>
      queryRows<InvitationRow>(
        db,
        sql`SELECT id, agency_id, email, invited_by_name, created_at, expires_at
            FROM agency_invitations
            WHERE agency_id = ${agencyId} AND accepted_at IS NULL AND revoked_at IS NULL
              AND expires_at > ${now}
            ORDER BY id DESC`,
      ),

    /** A new invitation; an open one to the same address is revoked (this one is sent again). */
    async invite(
      tx: Tx,
      i: { agencyId: number; email: string; tokenHash: string; expiresAt: Date },
      by: { id: number; name: string },
    ) {
      await tx.execute(
        sql`UPDATE agency_invitations SET revoked_at = now()
            WHERE agency_id = ${i.agencyId} AND email = ${i.email}
              AND accepted_at IS NULL AND revoked_at IS NULL`,
      );
      const [row] = await queryRows<InvitationRow>(
        tx,
        sql`INSERT INTO agency_invitations
              (agency_id, email, token_hash, expires_at, invited_by_user_id, invited_by_name)
            VALUES (${i.agencyId}, ${i.email}, ${i.tokenHash}, ${i.expiresAt}, ${by.id}, ${by.name})
            RETURNING id, agency_id, email, invited_by_name, created_at, expires_at`,
      );
      return row!;
    },

    revoke: (tx: Tx, agencyId: number, invitationId: number) =>
      queryRows<{ id: number }>(
        tx,
        sql`UPDATE agency_invitations SET revoked_at = now()
            WHERE id = ${invitationId} AND agency_id = ${agencyId}
              AND accepted_at IS NULL AND revoked_at IS NULL
            RETURNING id`,
      ),

    /** An open invitation by its token's hash, locked when a transaction is given. */
    async openByToken(tokenHash: string, now: Date, tx?: Tx) {
      const lock = tx ? sql` FOR UPDATE` : sql``;
      const [row] = await queryRows<InvitationRow>(
        tx ?? db,
        sql`SELECT id, agency_id, email, invited_by_name, created_at, expires_at
            FROM agency_invitations
            WHERE token_hash = ${tokenHash} AND accepted_at IS NULL AND revoked_at IS NULL
              AND expires_at > ${now}${lock}`,
      );
      return row;
    },

    accept: (tx: Tx, invitationId: number, userId: number, at: Date) =>
      tx.execute(
        sql`UPDATE agency_invitations SET accepted_at = ${at}, accepted_by_user_id = ${userId}
            WHERE id = ${invitationId}`,
      ),

    /** A closed agency's open invitations go with it. */
    revokeAll: (tx: Tx, agencyId: number) =>
      tx.execute(
        sql`UPDATE agency_invitations SET revoked_at = now()
            WHERE agency_id = ${agencyId} AND accepted_at IS NULL AND revoked_at IS NULL`,
      ),
  };
}

export type AgencyInvitationsRepository = ReturnType<typeof createAgencyInvitationsRepository>;

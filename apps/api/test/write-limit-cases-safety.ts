import { and, eq, isNotNull } from 'drizzle-orm';
import { conversationBlocks, conversationReports, conversations } from '../src/db/schema';
import { call, createUser, type TestApp, type TestUser } from './test-app';
import type { WriteCase } from './write-case';

/** A thread between `guest` and a new owner, made directly (no limit of its own spent). */
async function threadWith(t: TestApp, guest: TestUser) {
  const owner = await createUser(t);
  const [row] = await t.database.db
    .insert(conversations)
    .values({
      advertTitle: 'A flat',
      advertSlug: 'a-flat',
      ownerUserId: owner.id,
      guestUserId: guest.id,
      lastMessageText: 'Hello',
      lastSenderId: guest.id,
    })
    .returning({ id: conversations.id });
  return { id: row!.id, owner };
}

const DAY_REFUSAL =
  /^(You have made too many|Too many) .* Please wait 2[34] hours and try again\.$/;

/** Blocking, reporting and deciding reports (docs/product.md#conversations, #limits). */
export const safetyWriteCases = (): WriteCase[] => [
  {
    name: 'block and unblock',
    action: 'conversationBlock',
    admitted: 200,
    async writer(t) {
      const user = await createUser(t);
      const { id } = await threadWith(t, user);
      const url = `/api/conversations/${id}/block`;
      return {
        // Block, unblock, block…: each call changes the state.
        call: (i, ip) =>
          call(t, { method: i % 2 ? 'DELETE' : 'POST', url, token: user.token, remoteAddress: ip }),
        written: () =>
          t.database.db.$count(conversationBlocks, eq(conversationBlocks.blockerUserId, user.id)),
      };
    },
  },
  {
    name: 'conversation report',
    action: 'conversationReport',
    admitted: 201,
    refusal: DAY_REFUSAL,
    async writer(t) {
      const user = await createUser(t);
      const threads = await Promise.all([0, 1, 2, 3].map(() => threadWith(t, user)));
      return {
        call: (i, ip) =>
          call(t, {
            method: 'POST',
            url: `/api/conversations/${threads[i]!.id}/report`,
            payload: { reason: 'SPAM' },
            token: user.token,
            remoteAddress: ip,
          }),
        written: () =>
          t.database.db.$count(
            conversationReports,
            eq(conversationReports.reporterUserId, user.id),
          ),
      };
    },
  },
  {
    name: 'report decision',
    action: 'conversationReportDecision',
    admitted: 200,
    async writer(t) {
      const staff = await createUser(t, 'MANAGER');
      const reporter = await createUser(t);
      const reports: number[] = [];
      for (let i = 0; i < 4; i++) {
        const { id, owner } = await threadWith(t, reporter);
        const [row] = await t.database.db
          .insert(conversationReports)
          .values({
            conversationId: id,
            reporterUserId: reporter.id,
            reportedUserId: owner.id,
            reason: 'SPAM',
          })
          .returning({ id: conversationReports.id });
        reports.push(row!.id);
      }
      return {
        call: (i, ip) =>
          call(t, {
            method: 'POST',
            url: `/api/conversation-reports/${reports[i]}/decision`,
            payload: { action: 'DISMISS' },
            token: staff.token,
            remoteAddress: ip,
          }),
        written: () =>
          t.database.db.$count(
            conversationReports,
            and(
              eq(conversationReports.decidedByUserId, staff.id),
              isNotNull(conversationReports.decidedAt),
            ),
          ),
      };
    },
  },
];

import type { ConversationReportInput } from '@estate/contracts';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { spendWrite, type WriteLimits, type Writer } from '../../lib/write-limits';
import type { ConversationSafetyRepository } from './conversation-safety.repository';
import { CONVERSATION_TEXTS as T } from './conversations.messages';
import type { ConversationsRepository, ThreadRow } from './conversations.repository';

export interface ConversationSafetyDeps {
  repo: ConversationSafetyRepository;
  clock: Clock;
  limiter: RateLimiter;
  limits: WriteLimits;
}

/**
 * Blocking and reporting in conversations (docs/product.md#conversations,
 * docs/decisions/0055-block-and-report.md).
 */
export function createConversationSafety(
  deps: ConversationSafetyDeps,
  threads: ConversationsRepository,
) {
  const { repo } = deps;

  /** The caller's thread with someone still there; anyone else's is a 404. */
  async function threadWithOther(userId: number, id: number) {
    const thread = await threads.thread(userId, id);
    if (!thread) throw notFound(T.missing);
    return thread;
  }
  const otherOf = (thread: ThreadRow) => {
    if (thread.other_id === null) throw conflict(T.otherSideGone);
    return thread.other_id;
  };

  return {
    /**
     * Refuses a message between two people when either blocks the other: the blocker is told
     * why, the blocked person only that it cannot be sent.
     */
    async mayWrite(senderId: number, otherId: number): Promise<void> {
      const standing = await repo.standing(senderId, otherId);
      if (standing === 'blocking') throw conflict(T.youBlock);
      if (standing === 'blocked') throw forbidden(T.cannotSend);
    },

    /** What the caller's thread shows of their own block and report. */
    async flags(thread: ThreadRow, userId: number) {
      const [standing, reported] = await Promise.all([
        thread.other_id === null ? 'none' : repo.standing(userId, thread.other_id),
        repo.reported(thread.id, userId),
      ]);
      return { blocking: standing === 'blocking', reported };
    },

    /** POST /conversations/{id}/block: idempotent; the answer is the caller's side. */
    async block(who: Writer & { userId: number }, id: number) {
      const other = otherOf(await threadWithOther(who.userId, id));
      await spendWrite(deps.limiter, deps.limits, 'conversationBlock', who);
      await repo.block(who.userId, other, deps.clock.now());
      return { blocking: true };
    },

    /** DELETE /conversations/{id}/block: writing is possible again (unless the other blocks). */
    async unblock(who: Writer & { userId: number }, id: number) {
      const thread = await threadWithOther(who.userId, id);
      await spendWrite(deps.limiter, deps.limits, 'conversationBlock', who);
      if (thread.other_id !== null) await repo.unblock(who.userId, thread.other_id);
      return { blocking: false };
    },

    /** POST /conversations/{id}/report: once per thread and reporter, a second time is a 409. */
    async report(who: Writer & { userId: number }, id: number, input: ConversationReportInput) {
      const thread = await threadWithOther(who.userId, id);
      if (thread.other_id === null) throw conflict(T.nobodyToReport);
      await spendWrite(deps.limiter, deps.limits, 'conversationReport', who);
      const kept = await repo.report({
        threadId: id,
        reporterId: who.userId,
        reportedId: thread.other_id,
        reason: input.reason,
        details: input.details?.trim() || null,
        now: deps.clock.now(),
      });
      if (kept === undefined) throw conflict(T.alreadyReported);
      return { id: kept, message: T.reportKept };
    },
  };
}

export type ConversationSafety = ReturnType<typeof createConversationSafety>;

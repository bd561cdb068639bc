import type {
  ConversationReportAction,
  ConversationReportDetail,
  ConversationReportItem,
  Page,
} from '@estate/contracts';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import type { RateLimiter } from '../../lib/rate-limiter';
import { spendWrite, type WriteLimits, type Writer } from '../../lib/write-limits';
import { CONVERSATION_REPORT_TEXTS as T } from './conversation-reports.messages';
import { toReportDetail, toReportItem } from './conversation-reports.mapper';
import type { ConversationReportsRepository } from './conversation-reports.repository';

export interface ConversationReportsDeps {
  repo: ConversationReportsRepository;
  clock: Clock;
  limiter: RateLimiter;
  limits: WriteLimits;
}

/** The staff member deciding: who they are, for the rules and the record. */
export interface Decider {
  id: number;
  role: string;
  firstName: string;
  lastName: string;
}

/**
 * The staff's queue of reported conversations (docs/product.md#conversation-reports): staff read
 * the thread, then dismiss the report or suspend the reported person; the decision is kept with
 * who took it and when.
 */
export function createConversationReportsService(deps: ConversationReportsDeps) {
  const { repo, clock } = deps;

  /** Who may suspend whom: never oneself; a manager only customers (docs/product.md#roles). */
  function checkSuspension(decider: Decider, reported: { id: number | null; role: string | null }) {
    if (reported.id === null) throw conflict(T.reportedGone);
    if (reported.id === decider.id) throw forbidden(T.notYourself);
    if (decider.role !== 'ADMIN' && reported.role !== 'CUSTOMER')
      throw forbidden(T.managerSuspendsCustomers);
  }

  async function decide(
    who: Writer & { decider: Decider },
    id: number,
    action: ConversationReportAction,
  ): Promise<ConversationReportItem> {
    const { decider } = who;
    await spendWrite(deps.limiter, deps.limits, 'conversationReportDecision', who);
    const now = clock.now();
    await repo.transaction(async (tx) => {
      const report = await repo.lockForDecision(tx, id);
      if (!report) throw notFound(T.missing);
      if (report.decided_at !== null) throw conflict(T.alreadyDecided);
      if (action === 'SUSPEND') {
        const reported = { id: report.reported_user_id, role: report.reported_role };
        checkSuspension(decider, reported);
        await repo.suspend(tx, { userId: reported.id!, byId: decider.id, reportId: id, at: now });
      }
      const byName = `${decider.firstName} ${decider.lastName}`.trim();
      await repo.recordDecision(tx, id, { action, byId: decider.id, byName, at: now });
    });
    return toReportItem((await repo.one(id))!);
  }

  return {
    /** GET /conversation-reports: the queue (OPEN) or the decided reports. */
    async page(query: {
      status: 'OPEN' | 'DECIDED';
      page: number;
      size: number;
    }): Promise<Page<ConversationReportItem>> {
      const { list, total } = await repo.page(query.status, query.page, query.size);
      return toPage(list.map(toReportItem), total, query);
    },

    /** GET /conversation-reports/{id}: the report with its thread's messages. */
    async detail(id: number): Promise<ConversationReportDetail> {
      const row = await repo.one(id);
      if (!row) throw notFound(T.missing);
      return toReportDetail(row, await repo.messages(row.conversation_id));
    },

    decide,
  };
}

export type ConversationReportsService = ReturnType<typeof createConversationReportsService>;

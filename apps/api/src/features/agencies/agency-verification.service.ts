import type { Page } from '@estate/contracts';
import type { AgencyQueueItem } from '@estate/contracts/agencies';
import type { BackgroundTasks } from '../../lib/background';
import { conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { toPage } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import { AGENCY_TEXTS as T } from './agencies.messages';
import { toQueueItem } from './agencies.mapper';
import type { AgenciesRepository } from './agencies.repository';
import { decisionMail } from './agency-mails';
import type { AgencyQueueRepository } from './agency-queue.repository';

export interface AgencyVerificationDeps {
  agencies: AgenciesRepository;
  queue: AgencyQueueRepository;
  mailer: Mailer;
  background: BackgroundTasks;
  storage: FileStorage;
  settings: { publicUrl: string };
}

/**
 * The staff's verification queue (docs/product.md#agencies): approve, or refuse with a reason;
 * the owner hears of it by e-mail. Only a waiting agency is decided: an edit puts it back.
 */
export function createAgencyVerificationService(deps: AgencyVerificationDeps) {
  const { agencies, queue, storage } = deps;

  async function decide(
    staffId: number,
    id: number,
    decision: { action: 'APPROVE' | 'REFUSE'; reason?: string | undefined },
  ): Promise<AgencyQueueItem> {
    const verified = decision.action === 'APPROVE';
    const reason = verified ? null : (decision.reason ?? null);
    await agencies.transaction(async (tx) => {
      const locked = await agencies.lock(tx, id);
      if (!locked || locked.closed_at !== null) throw notFound(T.missing);
      if (locked.status !== 'PENDING') throw conflict(T.alreadyDecided);
      await queue.decide(tx, id, {
        status: verified ? 'VERIFIED' : 'REFUSED',
        reason,
        byId: staffId,
      });
      const row = (await queue.one(id, tx))!;
      if (row.owner_email !== null) {
        const owner = {
          email: row.owner_email,
          firstName: row.owner_first ?? '',
          language: row.owner_language ?? 'en',
        };
        const mail = decisionMail(owner, row.name, {
          verified,
          reason,
          publicUrl: deps.settings.publicUrl,
        });
        await deps.mailer.keep(tx, mail);
      }
    });
    deps.background.run('agency decision e-mail', () => deps.mailer.deliverDue());
    return toQueueItem((await queue.one(id))!, storage);
  }

  return {
    decide,

    async page(query: {
      status: 'PENDING' | 'VERIFIED' | 'REFUSED';
      page: number;
      size: number;
    }): Promise<Page<AgencyQueueItem>> {
      const { list, total } = await queue.page(query.status, query.page, query.size);
      return toPage(
        list.map((row) => toQueueItem(row, storage)),
        total,
        query,
      );
    },
  };
}

export type AgencyVerificationService = ReturnType<typeof createAgencyVerificationService>;

import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { ownerReminderMail, type Site } from './tour-request-mails';
import type { OwnerRemindersRepository } from './owner-reminders.repository';

/** Requests one transaction claims; a run goes on until none is left. */
const BATCH = 50;
const MAX_BATCHES = 20;

/**
 * Reminds owners of the requests they left unanswered for a day (docs/product.md#tour-e-mails-and-expiry).
 * One transaction claims a batch (FOR UPDATE SKIP LOCKED: each request by one process), marks it
 * reminded and writes the e-mails to the outbox, so each goes out once, retried by the outbox.
 */
export function createOwnerReminders({
  repo,
  mailer,
  clock,
  site,
}: {
  repo: OwnerRemindersRepository;
  mailer: Mailer;
  clock: Clock;
  site: Site;
}) {
  const claimBatch = (now: Date) =>
    repo.transaction(async (tx) => {
      const claimed = await repo.claimDue(tx, now, BATCH);
      for (const { id } of claimed) {
        const row = await repo.requestOf(tx, id);
        if (row) await mailer.keep(tx, ownerReminderMail(row, site));
      }
      return claimed.length;
    });

  return {
    /** Claims and writes every due reminder, then hands the outbox to the mail server. */
    async run(): Promise<number> {
      let total = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const claimed = await claimBatch(clock.now());
        total += claimed;
        if (claimed < BATCH) break;
      }
      if (total > 0) await mailer.deliverDue();
      return total;
    },
  };
}

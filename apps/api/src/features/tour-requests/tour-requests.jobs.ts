import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Job } from '../../lib/job';
import type { Mailer } from '../../lib/mailer';
import { createOwnerReminders } from './owner-reminders';
import { createOwnerRemindersRepository } from './owner-reminders.repository';
import { movedAgainMail, reminderMails, type Site } from './tour-request-mails';
import { createTourRequestMovesRepository } from './tour-request-moves.repository';
import { createTourRequestsRepository } from './tour-requests.repository';
import { createTimeNoticesRepository } from './tour-time-notices.repository';

/**
 * Tour request housekeeping (docs/product.md#tour-e-mails-and-expiry). Both jobs are single atomic
 * UPDATEs, so several processes may run them at once: a reminder is claimed by exactly one of them.
 */
export function tourRequestJobs({
  db,
  mailer,
  clock,
  site,
}: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  site: Site;
}): Job[] {
  const repo = createTourRequestsRepository(db);
  const moves = createTourRequestMovesRepository(db);
  const notices = createTimeNoticesRepository(db);

  /** Claims first, then mails: a crash in between loses a reminder rather than sending two. */
  async function sendReminders(): Promise<number> {
    const ids = await moves.claimReminders(clock.now());
    for (const id of ids) {
      const row = await repo.findById(id);
      if (row) for (const mail of reminderMails(row, site)) await mailer.send(mail);
    }
    return ids.length;
  }

  /** The folded e-mail of time changes, once its hour is up; only while the request still waits. */
  async function sendMovedAgainMails(): Promise<number> {
    const ids = await notices.claimDue(clock.now());
    for (const id of ids) {
      const row = await repo.findById(id);
      if (row?.status === 'PENDING') await mailer.send(movedAgainMail(row, site));
    }
    return ids.length;
  }

  return [
    {
      name: 'decline passed tour requests',
      everyMs: 5 * 60_000,
      run: () => moves.expirePending(clock.now()),
    },
    { name: 'send tour reminders', everyMs: 10 * 60_000, run: sendReminders },
    { name: 'send folded tour time changes', everyMs: 60_000, run: sendMovedAgainMails },
    {
      name: 'remind owners of unanswered tour requests',
      everyMs: 10 * 60_000,
      run: createOwnerReminders({
        repo: createOwnerRemindersRepository(db),
        mailer,
        clock,
        site,
      }).run,
    },
  ];
}

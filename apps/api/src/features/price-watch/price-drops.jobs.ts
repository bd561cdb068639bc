import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Job } from '../../lib/job';
import type { Mailer } from '../../lib/mailer';
import { priceDropsUnsubscribeToken } from '../saved-searches';
import { priceDropMail, type MailSite } from './price-drop-mail';
import { createPriceDropsRepository } from './price-drops.repository';

export interface PriceDropJobParts {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  site: MailSite;
  /** The server's secret, which signs the unsubscribe links. */
  secret: string;
}

/**
 * The daily price-drop e-mail (docs/product.md#price-watch). People are claimed first, then
 * mailed through the outbox (which retries): a crash in between loses one day's e-mail rather
 * than sending two; several processes may run it at once.
 */
export function priceDropJobs({ db, mailer, clock, site, secret }: PriceDropJobParts): Job[] {
  const repo = createPriceDropsRepository(db);

  async function sendPriceDrops(): Promise<number> {
    const claimed = await repo.claimDue(clock.now());
    let sent = 0;
    for (const user of claimed) {
      const drops = await repo.takeDrops(user.id);
      if (drops.length === 0) continue;
      const token = priceDropsUnsubscribeToken(secret, user.id, user.price_drops_nonce);
      await mailer.send(priceDropMail(user, drops, site, token));
      sent += 1;
    }
    return sent;
  }

  return [{ name: 'send price-drop e-mails', everyMs: 15 * 60_000, run: sendPriceDrops }];
}

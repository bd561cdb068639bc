import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { RemovalNotices } from '../../lib/removal-notices';
import { advertRemovedMail, type Site } from './tour-request-mails';
import { lockGoingTours } from './tour-cancellations.repository';
import { createTourPlacesRepository } from './tour-places.repository';
import { createTourRequestsRepository } from './tour-requests.repository';

/**
 * A deleted advert, or a deleted owner's adverts, cancel their future tours with a word to each
 * guest (docs/product.md#tour-e-mails-and-expiry): the e-mails go into the outbox within the
 * deletion's transaction, an approved tour's with the calendar cancellation.
 */
export function createTourCancellations(deps: {
  mailer: Mailer;
  clock: Clock;
  background: BackgroundTasks;
  site: Site;
}): RemovalNotices {
  const { mailer, site } = deps;
  return {
    async keep(tx, going) {
      const ids = await lockGoingTours(tx, going, deps.clock.now());
      const repo = createTourRequestsRepository(tx);
      const places = createTourPlacesRepository(tx);
      for (const id of ids) {
        const row = (await repo.findById(id))!;
        // Read now: the advert and its address are gone once the deletion commits.
        const address =
          row.status === 'APPROVED' ? await places.addressOf(row.advert_id) : undefined;
        await mailer.keep(tx, advertRemovedMail(row, site, address));
      }
      return ids.length;
    },
    deliver() {
      deps.background.run('tour cancellation e-mails', () => mailer.deliverDue());
    },
  };
}

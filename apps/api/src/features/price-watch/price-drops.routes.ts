import type { FastifyInstance } from 'fastify';
import { priceDropsUnsubscribeSchema } from '@estate/contracts';
import { unsubscribeRoutes } from '../saved-searches';
import type { PriceDropsUnsubscribeService } from './price-drops-unsubscribe.service';

/** The price-drop e-mails' unsubscribe link, without login (docs/product.md#price-watch). */
export async function priceDropsRoutes(
  app: FastifyInstance,
  { priceDrops }: { priceDrops: PriceDropsUnsubscribeService },
) {
  await unsubscribeRoutes(app, {
    path: '/priceDrops/unsubscribe/:token',
    tags: ['favorites'],
    what: 'the price-drop e-mails of the person a signed unsubscribe link names',
    describe: { schema: priceDropsUnsubscribeSchema, run: priceDrops.describe },
    unsubscribe: priceDrops.unsubscribe,
  });
}

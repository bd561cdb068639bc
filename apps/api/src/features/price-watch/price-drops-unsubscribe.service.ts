import type { MessageResponse, PriceDropsUnsubscribe } from '@estate/contracts';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { idOfToken, tokenIsSigned } from '../saved-searches';
import { PRICE_DROP_MESSAGES as M } from './price-drops.messages';
import { createPriceDropsRepository } from './price-drops.repository';

/**
 * The price-drop e-mails' unsubscribe link (docs/product.md#price-watch): it switches off all of
 * the person's price-drop e-mails, as the profile's switch does. GET only reads; POST switches off.
 */
export function createPriceDropsUnsubscribe({ db, secret }: { db: Db; secret: string }) {
  const repo = createPriceDropsRepository(db);

  /** The person a token names, if this server signed it for their current nonce. */
  const signedRow = async (token: string) => {
    const id = idOfToken(token);
    const row = id === undefined ? undefined : await repo.switchOf(id);
    if (!row || !tokenIsSigned(secret, 'price-drops-unsubscribe', token, row))
      throw badRequest(M.linkNotValid);
    return row;
  };

  return {
    async describe(token: string): Promise<PriceDropsUnsubscribe> {
      return { on: (await signedRow(token)).on };
    },

    async unsubscribe(token: string): Promise<MessageResponse> {
      const row = await signedRow(token);
      // Nothing switched off: they were switched on again since the read, so the link is old.
      if (row.on && !(await repo.switchOff(row.id, row.nonce))) throw badRequest(M.linkNotValid);
      return { message: M.unsubscribed };
    },
  };
}

export type PriceDropsUnsubscribeService = ReturnType<typeof createPriceDropsUnsubscribe>;

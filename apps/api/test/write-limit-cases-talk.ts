import { eq, inArray } from 'drizzle-orm';
import { conversationMessages, conversations, phoneReveals } from '../src/db/schema';
import { makeAdvert, type Catalog } from './factories';
import { call, createUser, type TestApp, type TestUser } from './test-app';
import type { WriteCase } from './write-case';

const post = (t: TestApp, user: TestUser, url: string, payload: object | undefined, ip: string) =>
  call(t, { method: 'POST', url, payload, token: user.token, remoteAddress: ip });

/** Messages in threads the writer is in, and the threads they began. */
const messagesOf = (t: TestApp, userId: number) =>
  t.database.db.$count(conversationMessages, eq(conversationMessages.senderId, userId));

/** Day-long windows: the wait is told in hours (the shared cases expect an hour's at most). */
const DAY_REFUSAL =
  /^(You have made too many|Too many) .* Please wait 2[34] hours and try again\.$/;

/** New conversations, messages in one, and phone numbers revealed (docs/product.md#conversations). */
export const talkWriteCases = (catalogOf: () => Catalog): WriteCase[] => [
  {
    name: 'new conversation',
    action: 'conversationStart',
    admitted: 201,
    refusal: DAY_REFUSAL,
    async writer(t) {
      const user = await createUser(t);
      const owner = await createUser(t);
      const adverts = await Promise.all(
        [0, 1, 2, 3].map(() => makeAdvert(t, catalogOf(), owner.id)),
      );
      const ids = adverts.map((a) => a.id);
      return {
        call: (i, ip) =>
          post(t, user, '/api/conversations', { advertId: ids[i], message: 'Hello' }, ip),
        written: () => t.database.db.$count(conversations, inArray(conversations.advertId, ids)),
      };
    },
  },
  {
    name: 'conversation message',
    action: 'conversationMessage',
    admitted: 201,
    async writer(t) {
      const user = await createUser(t);
      const owner = await createUser(t);
      const advert = await makeAdvert(t, catalogOf(), owner.id);
      const [thread] = await t.database.db
        .insert(conversations)
        .values({
          advertId: advert.id,
          advertTitle: advert.title,
          advertSlug: advert.slug,
          ownerUserId: owner.id,
          guestUserId: user.id,
          lastMessageText: '',
          lastSenderId: user.id,
        })
        .returning();
      const url = `/api/conversations/${thread!.id}/messages`;
      return {
        call: (i, ip) => post(t, user, url, { message: `Message ${i}` }, ip),
        written: () => messagesOf(t, user.id),
      };
    },
  },
  {
    name: 'phone number reveal',
    action: 'phoneReveal',
    admitted: 200,
    refusal: DAY_REFUSAL,
    async writer(t) {
      const user = await createUser(t);
      const advert = await makeAdvert(t, catalogOf(), (await createUser(t)).id);
      const url = `/api/adverts/${advert.id}/advertiser/phone`;
      return {
        call: (_i, ip) => post(t, user, url, undefined, ip),
        written: () => t.database.db.$count(phoneReveals, eq(phoneReveals.viewerUserId, user.id)),
      };
    },
  },
];

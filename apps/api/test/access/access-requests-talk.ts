import { eq } from 'drizzle-orm';
import { conversations } from '../../src/db/schema';
import { OWNER_FIELDS } from './access-fixtures';
import type { World } from './access-world';
import { get, type AccessCall, type CallBuilder } from './access-call';

/** A thread between the third customer and B about B's public advert (only those two read it). */
async function freshThreadOfOwner(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(conversations)
    .values({
      advertId: null,
      advertTitle: w.publicAdvert.title,
      advertSlug: w.publicAdvert.slug,
      ownerUserId: w.signed.owner.id,
      guestUserId: w.guest.id,
      lastMessageText: 'Is it still available?',
      lastSenderId: w.guest.id,
    })
    .returning({ id: conversations.id });
  return row!.id;
}

/** Removes a thread the call made, so every caller starts a new one. */
const dropCreatedThread =
  (w: World) => async (response: { statusCode: number; json(): unknown }) => {
    if (response.statusCode !== 201) return;
    const { id } = response.json() as { id: number };
    await w.t.database.db.delete(conversations).where(eq(conversations.id, id));
  };

// The card and a thread name B as "Beatrix B.": B's first name is public on B's adverts.
const FIRST_NAME = [OWNER_FIELDS.firstName];

/** The advertiser card, the phone number and conversations (docs/product.md#conversations). */
export const TALK_CALLS: Record<string, CallBuilder> = {
  'GET /api/adverts/:id/advertiser': (w) => ({
    ...get(`/api/adverts/${w.publicAdvert.id}/advertiser`),
    mayShow: FIRST_NAME,
  }),
  // Given to anyone signed in: the reason the button is there (each reveal is logged).
  'POST /api/adverts/:id/advertiser/phone': (w): AccessCall => ({
    method: 'POST',
    url: `/api/adverts/${w.publicAdvert.id}/advertiser/phone`,
    mayShow: [OWNER_FIELDS.phone],
  }),
  'POST /api/conversations': (w) => ({
    method: 'POST',
    url: '/api/conversations',
    payload: { advertId: w.publicAdvert.id, message: 'Is it still available?' },
    mayShow: FIRST_NAME,
    after: dropCreatedThread(w),
  }),
  'GET /api/conversations': () => ({ ...get('/api/conversations'), mayShow: FIRST_NAME }),
  'GET /api/conversations/unread-count': () => get('/api/conversations/unread-count'),
  'GET /api/conversations/:id': async (w) =>
    get(`/api/conversations/${await freshThreadOfOwner(w)}`),
  'POST /api/conversations/:id/messages': async (w) => ({
    method: 'POST',
    url: `/api/conversations/${await freshThreadOfOwner(w)}/messages`,
    payload: { message: 'Yes, come and see it.' },
  }),
};

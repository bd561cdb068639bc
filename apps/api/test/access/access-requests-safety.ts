import { conversationReports, conversations } from '../../src/db/schema';
import type { World } from './access-world';
import { get, type CallBuilder } from './access-call';

/** A thread between the third customer and B about B's public advert (only those two read it). */
async function freshThread(w: World): Promise<number> {
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

/** B's open report of a fresh thread with the third customer: each decision takes a new one. */
async function freshReport(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .insert(conversationReports)
    .values({
      conversationId: await freshThread(w),
      reporterUserId: w.signed.owner.id,
      reportedUserId: w.guest.id,
      reason: 'SPAM',
    })
    .returning({ id: conversationReports.id });
  return row!.id;
}

/**
 * Blocking and reporting in B's thread (its two people only), and the staff's queue of reports
 * (docs/product.md#conversations, #conversation-reports). B unblocks right after blocking, so
 * later calls find the thread open.
 */
export const SAFETY_CALLS: Record<string, CallBuilder> = {
  'POST /api/conversations/:id/block': async (w) => ({
    method: 'POST',
    url: `/api/conversations/${await freshThread(w)}/block`,
  }),
  'DELETE /api/conversations/:id/block': async (w) => ({
    method: 'DELETE',
    url: `/api/conversations/${await freshThread(w)}/block`,
  }),
  'POST /api/conversations/:id/report': async (w) => ({
    method: 'POST',
    url: `/api/conversations/${await freshThread(w)}/report`,
    payload: { reason: 'SPAM' },
  }),
  // Staff read B's name and e-mail as on the Users page.
  'GET /api/conversation-reports': () => get('/api/conversation-reports'),
  'GET /api/conversation-reports/:id': async (w) =>
    get(`/api/conversation-reports/${await freshReport(w)}`),
  'POST /api/conversation-reports/:id/decision': async (w) => ({
    method: 'POST',
    url: `/api/conversation-reports/${await freshReport(w)}/decision`,
    payload: { action: 'DISMISS' },
  }),
};

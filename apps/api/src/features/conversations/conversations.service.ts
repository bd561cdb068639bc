import type { ConversationDetail, Page, ConversationSummary } from '@estate/contracts';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { toPage } from '../../lib/paging';
import type { RateLimiter } from '../../lib/rate-limiter';
import { spendWrite, type WriteLimits, type Writer } from '../../lib/write-limits';
import type { Search } from '../search';
import { newMessageMail } from './conversation-mail';
import { createConversationSafety } from './conversation-safety.service';
import {
  takeMessageMail,
  type ConversationSafetyRepository,
} from './conversation-safety.repository';
import { appendMessage, openThread, type MailDue } from './conversation-writes.repository';
import { CONVERSATION_TEXTS as T } from './conversations.messages';
import { toDetail, toSummary } from './conversations.mapper';
import type { ConversationsRepository } from './conversations.repository';

export interface ConversationsDeps {
  repo: ConversationsRepository;
  safetyRepo: ConversationSafetyRepository;
  /** The advert a new thread is about, as the public sees it. */
  search: Pick<Search, 'advert'>;
  mailer: Mailer;
  background: BackgroundTasks;
  clock: Clock;
  limiter: RateLimiter;
  /** The write limits: new threads (conversationStart) and further messages (conversationMessage). */
  limits: WriteLimits;
  /** `messageMailsPerHour`: MESSAGE_MAILS_PER_HOUR, the e-mails one recipient gets an hour. */
  settings: { publicUrl: string; messageMailsPerHour: number };
}

/**
 * Private conversations about an advert between a person and its owner
 * (docs/product.md#conversations): only the two may read or write a thread; anyone else,
 * staff included, is answered as if it did not exist.
 */
export function createConversationsService(deps: ConversationsDeps) {
  const { repo, search, mailer, clock, limiter, limits } = deps;
  const safety = createConversationSafety({ repo: deps.safetyRepo, clock, limiter, limits }, repo);

  /** Adds a message (in a new thread when `thread` is one to open) and e-mails when due. */
  async function write(
    target: { threadId: number } | { open: Parameters<typeof openThread>[1] },
    senderId: number,
    text: string,
  ): Promise<number> {
    const now = clock.now();
    const { threadId, due } = await repo.transaction(async (tx) => {
      const id = 'threadId' in target ? target.threadId : await openThread(tx, target.open, now);
      const due: MailDue | undefined = await appendMessage(tx, {
        threadId: id,
        senderId,
        text,
        now,
      });
      // Past the recipient's e-mails of the hour the message waits unread, unmailed.
      const mail =
        due && (await takeMessageMail(tx, due.recipientId, now, deps.settings.messageMailsPerHour));
      if (due && mail)
        await mailer.keep(tx, newMessageMail(due, { threadId: id, text }, deps.settings.publicUrl));
      return { threadId: id, due: mail };
    });
    // The outbox hands the e-mail over after the answer: its timing is not the sender's wait.
    if (due) deps.background.run('conversation e-mail', () => mailer.deliverDue());
    return threadId;
  }

  async function detail(userId: number, id: number): Promise<ConversationDetail> {
    const thread = await repo.thread(userId, id);
    if (!thread) throw notFound(T.missing);
    await repo.markRead(thread, userId, clock.now());
    const [messages, flags] = await Promise.all([repo.messages(id), safety.flags(thread, userId)]);
    return toDetail(thread, messages, userId, flags);
  }

  return {
    /** POST /conversations: the caller's one thread about a public advert not their own. */
    async start(who: Writer & { userId: number }, advertId: number, text: string) {
      const advert = await search.advert({ id: advertId });
      if (!advert || !advert.is_public) throw notFound(T.advertMissing);
      if (advert.user_id === who.userId) throw badRequest(T.ownAdvert, { advertId: T.ownAdvert });
      await safety.mayWrite(who.userId, advert.user_id);
      const existing = await repo.threadOf(advert.id, who.userId);
      // A new thread e-mails a new advertiser: counted by the day; a next message by the hour.
      await spendWrite(
        limiter,
        limits,
        existing ? 'conversationMessage' : 'conversationStart',
        who,
      );
      const target = existing
        ? { threadId: existing }
        : {
            open: {
              advertId: advert.id,
              advertTitle: advert.title,
              advertSlug: advert.slug,
              ownerId: advert.user_id,
              guestId: who.userId,
            },
          };
      return detail(who.userId, await write(target, who.userId, text));
    },

    /** POST /conversations/{id}/messages (counted by the route before this runs). */
    async reply(userId: number, id: number, text: string) {
      const thread = await repo.thread(userId, id);
      if (!thread) throw notFound(T.missing);
      if (thread.other_id === null) throw conflict(T.otherSideGone);
      await safety.mayWrite(userId, thread.other_id);
      await write({ threadId: id }, userId, text);
      return detail(userId, id);
    },

    detail,
    block: safety.block,
    unblock: safety.unblock,
    report: safety.report,

    async page(
      userId: number,
      query: { page: number; size: number },
    ): Promise<Page<ConversationSummary>> {
      const { list, total } = await repo.page(userId, query.page, query.size);
      return toPage(
        list.map((row) => toSummary(row, userId)),
        total,
        query,
      );
    },

    unread: async (userId: number) => ({ unread: await repo.unread(userId) }),
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;

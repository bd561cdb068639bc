import type {
  ContactMessagesAdminQuery,
  ContactMessagesMineQuery,
  ContactMessageWithReplies,
  Page,
} from '@estate/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { toPage } from '../../lib/paging';
import type { UserRow } from '../users';
import type { WebSiteRepository } from '../web-site';
import { replyMail } from './contact-reply-mail';
import { withReplies } from './contact-messages.mapper';
import {
  createContactMessagesRepository,
  type ContactMessageRow,
  type MessageFilter,
} from './contact-messages.repository';

export const MESSAGE_NOT_FOUND = 'The contact message was not found.';
export const MESSAGE_DELETED = 'The contact message was deleted.';

export interface ContactMessagesDeps {
  db: Db;
  /** The site's name signs the e-mailed answers. */
  site: Pick<WebSiteRepository, 'read'>;
  mailer: Mailer;
}

/**
 * Staff read, answer and delete contact messages; a sender reads their own
 * (docs/product.md#contact-messages).
 */
export function createContactMessagesService({ db, site, mailer }: ContactMessagesDeps) {
  const repo = createContactMessagesRepository(db);

  async function pageOf(
    filter: MessageFilter,
    paging: { page: number; size: number },
  ): Promise<Page<ContactMessageWithReplies>> {
    const { rows, total } = await repo.page(filter, paging);
    const replies = await repo.repliesOf(rows.map((r) => r.id));
    return toPage(withReplies(rows, replies), total, paging);
  }

  async function withItsReplies(row: ContactMessageRow): Promise<ContactMessageWithReplies> {
    return withReplies([row], await repo.repliesOf([row.id]))[0]!;
  }

  return {
    list: (query: ContactMessagesAdminQuery) => pageOf({ q: query.q, read: query.read }, query),

    /**
     * The messages the caller sent while signed in, with their answers. Not those that merely
     * carry the caller's e-mail address: anyone can type an address into the public form.
     */
    mine: (user: UserRow, query: ContactMessagesMineQuery) => pageOf({ senderId: user.id }, query),

    unreadCount: async () => ({ count: await repo.unreadCount() }),

    async markRead(id: number, read: boolean) {
      const row = await repo.setRead(id, read);
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      return withItsReplies(row);
    },

    /** Keeps the answer with the message (marking it read), then e-mails it to the sender. */
    async reply(staff: UserRow, id: number, message: string) {
      const original = await repo.find(id);
      if (!original) throw notFound(MESSAGE_NOT_FOUND);
      await repo.addReply(id, staff.id, message);
      const { siteName } = await site.read();
      await mailer.send(replyMail({ original, answer: message, siteName }));
      return withItsReplies((await repo.find(id)) ?? original);
    },

    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(MESSAGE_NOT_FOUND);
      return { message: MESSAGE_DELETED };
    },
  };
}

export type ContactMessagesService = ReturnType<typeof createContactMessagesService>;

import type { ContactMessageRequest } from '@estate/contracts';
import type { Db } from '../../db/client';
import { spendOrRefuse, type Allowance } from '../../lib/allowances';
import type { RateLimiter } from '../../lib/rate-limiter';
import { waitText } from '../../lib/text';
import type { WriteLimit, WriteLimits, Writer } from '../../lib/write-limits';
import { toContactMessage } from './contact.mapper';
import { createContactRepository } from './contact.repository';

export const contactTooMany = (seconds: number) =>
  `You have sent too many messages. Please wait ${waitText(seconds)} and try again.`;

/** Per client address, per account when signed in, and per e-mail address typed in. */
const allowancesFor = (limit: WriteLimit, email: string, who: Writer): Allowance[] => {
  const each = (key: string, max: number | undefined) =>
    max === undefined
      ? []
      : [{ key, max, windowSeconds: limit.windowSeconds, refusal: contactTooMany }];
  return [
    ...each(`contact:ip:${who.ip}`, limit.perAddress),
    ...(who.userId === undefined ? [] : each(`contact:user:${who.userId}`, limit.perAccount)),
    ...each(`contact:email:${email.trim().toLowerCase()}`, limit.perEmail),
  ];
};

export interface ContactDeps {
  db: Db;
  limiter: RateLimiter;
  limits: Pick<WriteLimits, 'contactMessage'>;
}

/** The public contact form (saved for staff), rate limited before it is saved. */
export function createContactService({ db, limiter, limits }: ContactDeps) {
  const repo = createContactRepository(db);
  return {
    /** `who.userId`: the signed-in account that sends it, whose "my messages" will list it. */
    async send(message: ContactMessageRequest, who: Writer) {
      const limit = limits.contactMessage;
      await spendOrRefuse(limiter, allowancesFor(limit, message.email, who));
      return toContactMessage(await repo.insert(message, who.userId));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

import type { FastifyInstance } from 'fastify';
import type { ContactMessageRequest } from '@estate/contracts';
import { spendOrRefuse, type Allowance } from '../../lib/allowances';
import { waitText } from '../../lib/text';
import { toContactMessage } from './contact.mapper';
import { createContactRepository } from './contact.repository';

const HOUR_SECONDS = 60 * 60;
/** Messages from one client address in an hour. */
export const CONTACT_LIMIT_PER_HOUR = 5;
/** Messages signed with one e-mail address in an hour, from anywhere (a few people may share one). */
export const CONTACT_LIMIT_PER_EMAIL_PER_HOUR = 10;
export const contactTooMany = (seconds: number) =>
  `You have sent too many messages. Please wait ${waitText(seconds)} and try again.`;

const allowancesFor = (email: string, ip: string): Allowance[] => [
  {
    key: `contact:ip:${ip}`,
    max: CONTACT_LIMIT_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
    refusal: contactTooMany,
  },
  {
    key: `contact:email:${email.trim().toLowerCase()}`,
    max: CONTACT_LIMIT_PER_EMAIL_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
    refusal: contactTooMany,
  },
];

/** The public contact form (decisions §9): saved for staff, rate limited before it is saved. */
export function createContactService(app: FastifyInstance) {
  const repo = createContactRepository(app.db);
  return {
    /** `senderId`: the signed-in account that sends it, whose "my messages" will list it. */
    async send(message: ContactMessageRequest, ip: string, senderId?: number) {
      await spendOrRefuse(app.limiter, allowancesFor(message.email, ip));
      return toContactMessage(await repo.insert(message, senderId));
    },
  };
}

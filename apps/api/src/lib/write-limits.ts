import { spendOrRefuse, type Allowance } from './allowances';
import type { RateLimiter } from './rate-limiter';
import { waitText } from './text';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * How often one account and one client address may repeat a write, per window. An office shares
 * one address, so an address gets more than an account. The numbers sit far above what a busy
 * agency does by hand and are reached by a script within seconds or, for pictures (each one is
 * resized on the server), a couple of minutes.
 */
export interface WriteLimit {
  windowSeconds: number;
  perAddress: number;
  perAccount?: number;
  /** Per e-mail address typed into a form (registration, contact form), from anywhere. */
  perEmail?: number;
}

export const WRITE_LIMITS = {
  /** Typing a listing takes minutes: even an agent posting all day makes a few dozen an hour. */
  advertCreate: { windowSeconds: HOUR, perAccount: 120, perAddress: 300 },
  /** Owner and staff edits: a moderator fixing an advert every 30 seconds makes 120 an hour. */
  advertEdit: { windowSeconds: HOUR, perAccount: 300, perAddress: 600 },
  /** Upload requests (up to 10 pictures each): 30 adverts a picture at a time is 300. */
  pictureUpload: { windowSeconds: HOUR, perAccount: 600, perAddress: 1200 },
  /** Deleting a picture, choosing the featured one, ordering the gallery: a click each. */
  pictureChange: { windowSeconds: HOUR, perAccount: 600, perAddress: 1200 },
  /** A person hearting adverts while browsing: a few a minute at most. */
  favoriteToggle: { windowSeconds: HOUR, perAccount: 300, perAddress: 600 },
  /** A guest moves a tour a few times; each move e-mails the owner. */
  tourTimeChange: { windowSeconds: HOUR, perAccount: 30, perAddress: 60 },
  /** An owner setting viewing hours and blocking dates: a few times per advert. */
  viewingHoursChange: { windowSeconds: HOUR, perAccount: 120, perAddress: 300 },
  /** New tour requests: each one e-mails an owner, so counted by the day. */
  tourRequest: { windowSeconds: DAY, perAccount: 20, perAddress: 50 },
  /** The contact form lands in the staff's inbox; an account is held to its number on any network. */
  contactMessage: { windowSeconds: HOUR, perAccount: 10, perAddress: 5, perEmail: 10 },
  /** Registrations; per e-mail address it also bounds probing which addresses have accounts. */
  registration: { windowSeconds: HOUR, perAddress: 10, perEmail: 5 },
  /** Saving, renaming and deleting saved searches: a few while house-hunting. */
  savedSearchChange: { windowSeconds: HOUR, perAccount: 120, perAddress: 300 },
  /** "Didn't get the e-mail?": each one mails a new link, so one inbox gets only a few an hour. */
  confirmationResend: { windowSeconds: HOUR, perAddress: 10, perEmail: 3 },
  /** A change of e-mail mails two addresses; a person changes it rarely, a new address once. */
  emailChange: { windowSeconds: HOUR, perAccount: 5, perAddress: 20, perEmail: 3 },
  /** Name and phone: set once, corrected now and then. */
  profileChange: { windowSeconds: HOUR, perAccount: 30, perAddress: 60 },
  /** A profile photo is set once and changed now and then; each upload is resized on the server. */
  photoChange: { windowSeconds: HOUR, perAccount: 30, perAddress: 60 },
  /** Each change hashes a password (costly on purpose) and ends the other sessions. */
  passwordChange: { windowSeconds: HOUR, perAccount: 10, perAddress: 30 },
  /** New conversations e-mail an advertiser each: a house-hunter writes to a few a day. */
  conversationStart: { windowSeconds: DAY, perAccount: 20, perAddress: 60 },
  /** Messages in a thread: a lively chat is a few a minute. */
  conversationMessage: { windowSeconds: HOUR, perAccount: 120, perAddress: 300 },
  /** Blocking and unblocking a person in a thread: a click now and then. */
  conversationBlock: { windowSeconds: HOUR, perAccount: 60, perAddress: 120 },
  /** Reports of threads land in the staff's queue: a member reports a few, ever. */
  conversationReport: { windowSeconds: DAY, perAccount: 20, perAddress: 60 },
  /** Staff deciding reports: one every few seconds through a long queue. */
  conversationReportDecision: { windowSeconds: HOUR, perAccount: 600, perAddress: 1200 },
  /** Deleting one's own account: each try checks a password (costly on purpose). */
  accountDelete: { windowSeconds: HOUR, perAccount: 10, perAddress: 30 },
  /** Downloading one's data: every table of the person read at once; a few a day are plenty. */
  accountExport: { windowSeconds: HOUR, perAccount: 10, perAddress: 30 },
  /** Advertisers' phone numbers: enough for a day of viewings, too few to harvest numbers. */
  phoneReveal: { windowSeconds: DAY, perAccount: 30, perAddress: 100 },
  /** Staff typing or importing exchange rates: a few a day; each starts a conversion of prices. */
  exchangeRateChange: { windowSeconds: HOUR, perAccount: 120, perAddress: 300 },
  /** Creating an agency, editing its details, its logo: set once, corrected now and then. */
  agencyChange: { windowSeconds: HOUR, perAccount: 30, perAddress: 60 },
  /** Invitations e-mail addresses the owner types, so counted by the day. */
  agencyInvite: { windowSeconds: DAY, perAccount: 50, perAddress: 100 },
  /** Accepting, revoking, removing, handing on, leaving: a click each, now and then. */
  agencyMembership: { windowSeconds: HOUR, perAccount: 60, perAddress: 120 },
  /** The owner giving adverts to other agents: a busy office moves many after someone leaves. */
  agencyAdvertAssign: { windowSeconds: HOUR, perAccount: 600, perAddress: 1200 },
  /** Catalogue files checked or imported: a handful a day, each up to 5,000 listings. */
  agencyImport: { windowSeconds: DAY, perAccount: 50, perAddress: 100 },
  /** Staff verifying agencies: one every few seconds through a long queue. */
  agencyDecision: { windowSeconds: HOUR, perAccount: 600, perAddress: 1200 },
} satisfies Record<string, WriteLimit>;

export type WriteAction = keyof typeof WRITE_LIMITS;
export type WriteLimits = typeof WRITE_LIMITS;

/** What each action is called in its refusal. */
const NOUNS: Record<WriteAction, string> = {
  advertCreate: 'new adverts',
  advertEdit: 'advert changes',
  pictureUpload: 'picture uploads',
  pictureChange: 'picture changes',
  favoriteToggle: 'favourite changes',
  tourTimeChange: 'tour time changes',
  tourRequest: 'tour requests',
  viewingHoursChange: 'viewing hours changes',
  contactMessage: 'messages',
  registration: 'registrations',
  savedSearchChange: 'saved search changes',
  confirmationResend: 'confirmation e-mail requests',
  emailChange: 'e-mail address changes',
  profileChange: 'profile changes',
  photoChange: 'photo changes',
  passwordChange: 'password changes',
  conversationStart: 'new conversations',
  conversationMessage: 'conversation messages',
  conversationBlock: 'blocks and unblocks',
  conversationReport: 'conversation reports',
  conversationReportDecision: 'report decisions',
  phoneReveal: 'phone number requests',
  accountDelete: 'account deletion attempts',
  accountExport: 'data downloads',
  exchangeRateChange: 'exchange rate changes',
  agencyChange: 'agency changes',
  agencyInvite: 'invitations',
  agencyMembership: 'agency member changes',
  agencyDecision: 'agency decisions',
  agencyAdvertAssign: 'advert reassignments',
  agencyImport: 'catalogue imports',
};

export const tooManyFromAccount = (action: WriteAction) => (seconds: number) =>
  `You have made too many ${NOUNS[action]}. Please wait ${waitText(seconds)} and try again.`;
export const tooManyFromAddress = (action: WriteAction) => (seconds: number) =>
  `Too many ${NOUNS[action]} from your network. Please wait ${waitText(seconds)} and try again.`;

/** Who is writing: the client address always, the account when signed in. */
export interface Writer {
  ip: string;
  userId?: number;
  email?: string;
}

/** The allowances of one action for one writer: the address first, then the account, the e-mail. */
export function writeAllowances(action: WriteAction, limit: WriteLimit, who: Writer): Allowance[] {
  const { windowSeconds } = limit;
  const allowances: Allowance[] = [
    {
      key: `${action}:ip:${who.ip}`,
      max: limit.perAddress,
      windowSeconds,
      refusal: tooManyFromAddress(action),
    },
  ];
  if (limit.perAccount !== undefined && who.userId !== undefined)
    allowances.push({
      key: `${action}:user:${who.userId}`,
      max: limit.perAccount,
      windowSeconds,
      refusal: tooManyFromAccount(action),
    });
  if (limit.perEmail !== undefined && who.email !== undefined)
    allowances.push({
      key: `${action}:email:${who.email.trim().toLowerCase()}`,
      max: limit.perEmail,
      windowSeconds,
      refusal: tooManyFromAccount(action),
    });
  return allowances;
}

/** Counts one write against its allowances; 429 with Retry-After when one is spent. */
export function spendWrite(
  limiter: RateLimiter,
  limits: WriteLimits,
  action: WriteAction,
  who: Writer,
): Promise<void> {
  return spendOrRefuse(limiter, writeAllowances(action, limits[action], who));
}

import { busyMessage, tooLongMessage, tooManyMessage } from '../../lib/costly-reads';

/** The refusals of the costly read budget (lib/costly-reads.ts), so the catalogue checks them. */
export const COSTLY_READ_MESSAGES = {
  busy: busyMessage,
  tooLong: tooLongMessage,
  tooMany: tooManyMessage,
} as const;

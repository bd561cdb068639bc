import type { ReplyTime } from '@estate/contracts';

/** Answered first messages a reply time needs before it is shown (docs/product.md#advertiser-card). */
export const MIN_ANSWERED_THREADS = 3;
/** A reply time looks at threads begun this many days back. */
export const REPLY_WINDOW_DAYS = 90;

const HOUR = 3600;

/**
 * The median first reply in words (docs/product.md#advertiser-card), the advertiser card's rule,
 * which the agency page applies to every thread on the agency's adverts
 * (docs/product.md#agency-page); null with fewer than MIN_ANSWERED_THREADS answered threads.
 */
export function replyTimeOf(answered: number, medianSeconds: number | null): ReplyTime | null {
  if (answered < MIN_ANSWERED_THREADS || medianSeconds === null) return null;
  if (medianSeconds <= HOUR) return 'HOUR';
  if (medianSeconds <= 6 * HOUR) return 'HOURS';
  if (medianSeconds <= 24 * HOUR) return 'DAY';
  return 'DAYS';
}

/** Where the reply time's window begins. */
export const replyWindowStart = (now: Date) =>
  new Date(now.getTime() - REPLY_WINDOW_DAYS * 86_400_000);

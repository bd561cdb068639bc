import { CONVERSATION_MESSAGES, MAX_MESSAGE_LENGTH } from '@estate/contracts';

/** The server's rule, repeated before sending: 1..2,000 characters once trimmed. */
export function messageProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return CONVERSATION_MESSAGES.empty;
  if (trimmed.length > MAX_MESSAGE_LENGTH) return CONVERSATION_MESSAGES.tooLong;
  return undefined;
}

const MONTHS = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Member since March 2025" from the API's YYYY-MM-01. */
export const memberSinceText = (memberSince: string) =>
  `Member since ${MONTHS.format(new Date(`${memberSince}T00:00:00Z`))}`;

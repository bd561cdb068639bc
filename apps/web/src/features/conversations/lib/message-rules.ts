import { CONVERSATION_MESSAGES, MAX_MESSAGE_LENGTH } from '@estate/contracts';

/** The server's rule, repeated before sending: 1..2,000 characters once trimmed. */
export function messageProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return CONVERSATION_MESSAGES.empty;
  if (trimmed.length > MAX_MESSAGE_LENGTH) return CONVERSATION_MESSAGES.tooLong;
  return undefined;
}

import { MAX_SAVED_SEARCHES } from '@estate/contracts';

export const SAVED_SEARCH_MESSAGES = {
  missing: 'This saved search does not exist.',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  removed: 'The saved search was deleted.',
  unsubscribed: 'You will get no more e-mails about this saved search.',
  linkNotValid: 'This unsubscribe link is not valid. Open your saved searches to change alerts.',
} as const;

/** What the staff list asks for: a zero-based page, free text and a read filter ('' for all). */
export interface ContactMessagesParams {
  page: number;
  size: number;
  q: string;
  read: '' | 'true' | 'false';
}

/** Query keys of the contact messages; every change invalidates through `all`. */
export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  list: (params: ContactMessagesParams) => [...contactMessageKeys.all, 'list', params] as const,
  mine: (page: number, size: number) => [...contactMessageKeys.all, 'mine', page, size] as const,
  unreadCount: () => [...contactMessageKeys.all, 'unread-count'] as const,
};

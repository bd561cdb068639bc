import type { ContactMessageWithReplies, Page } from '@estate/contracts';

let next = 100;

export function makeContactMessage(
  overrides: Partial<ContactMessageWithReplies> = {},
): ContactMessageWithReplies {
  next += 1;
  return {
    id: next,
    firstName: 'Selin',
    lastName: 'Yilmaz',
    email: `selin${next}@example.com`,
    message: 'Can I list one flat for sale and rent?',
    isRead: false,
    createAt: '2026-11-20T09:30:00.000Z',
    replies: [],
    ...overrides,
  };
}

export const messagePage = (
  content: ContactMessageWithReplies[],
  totalElements = content.length,
): Page<ContactMessageWithReplies> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / 10),
  number: 0,
  size: 10,
});

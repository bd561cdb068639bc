import type { ContactMessage } from '@estate/contracts';
import type { ContactMessageRow } from './contact.repository';

export const toContactMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  message: row.message,
  isRead: row.isRead,
  createAt: row.createdAt.toISOString(),
});

import type { ContactMessageRequest } from '@estate/contracts';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Db) {
  return {
    async insert(
      message: ContactMessageRequest,
      senderId: number | undefined,
    ): Promise<ContactMessageRow> {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...message, userId: senderId ?? null })
        .returning();
      return row!;
    },
  };
}

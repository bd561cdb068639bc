import { useState } from 'react';
import { readItem, writeItem } from '../lib/storage';

/** The sizes every dashboard table offers; 3 is the specification's (docs/product.md#page-sizes). */
export const PAGE_SIZES = [3, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 3;

/** The dashboard tables; each remembers its own size in this browser. */
export type PageSizeTable =
  | 'agencies'
  | 'agency-adverts'
  | 'moderation'
  | 'moderation-tours'
  | 'my-adverts'
  | `tour-requests-${'guest' | 'owner' | 'all'}`
  | 'categories'
  | 'contact-messages'
  | 'my-contact-messages'
  | 'my-favorites'
  | 'conversations'
  | 'conversation-reports'
  | 'users'
  | 'user-adverts'
  | 'user-tour-requests'
  | 'user-favorites'
  | 'user-logs';

/**
 * Lists that are not the specification's 3-row tables start larger: cards and messages are read
 * a screenful at a time (their sizes before the select came).
 */
const DEFAULT_SIZES: Partial<Record<PageSizeTable, number>> = {
  'contact-messages': 10,
  'my-contact-messages': 10,
  'my-favorites': 10,
  conversations: 25,
  'conversation-reports': 10,
};

/** Where a table starts before a choice is stored. */
export const defaultPageSize = (table: PageSizeTable) => DEFAULT_SIZES[table] ?? DEFAULT_PAGE_SIZE;

/** The local storage key of a table's size. */
export const pageSizeKey = (table: PageSizeTable) => `pageSize:${table}`;

export const isPageSize = (value: number): boolean => PAGE_SIZES.some((s) => s === value);

/** The size kept for the table; a missing or unknown value means the default. */
export function storedPageSize(table: PageSizeTable): number {
  const stored = Number(readItem(pageSizeKey(table)));
  return isPageSize(stored) ? stored : defaultPageSize(table);
}

/** A table's page size and its setter, which keeps the choice for the next visit. */
export function usePageSize(table: PageSizeTable): readonly [number, (size: number) => void] {
  const [size, setSize] = useState(() => storedPageSize(table));
  const choose = (next: number) => {
    if (!isPageSize(next)) return;
    writeItem(pageSizeKey(table), String(next));
    setSize(next);
  };
  return [size, choose];
}

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { paths } from '../../../lib/paths';

/**
 * At most 4 adverts (docs/product.md#compare), the contract's COMPARE_LIMIT: written out because
 * the tray is on every public page, and a value from the contract would bring zod into the first
 * load (docs/decisions/0013-web-first-load.md).
 */
export const COMPARE_LIMIT = 4;

/** What the tray shows of an advert ticked for comparing. */
export interface ComparedItem {
  id: number;
  title: string;
  url: string | null;
}

interface CompareState {
  items: ComparedItem[];
  /** Adds the advert, or answers false when the tray already holds COMPARE_LIMIT. */
  add: (item: ComparedItem) => boolean;
  remove: (id: number) => void;
  clear: () => void;
}

/** The local-storage key of the tray: it survives reloads on this browser. */
export const COMPARE_STORAGE_KEY = 'compare-tray';

/** The adverts ticked for comparing (docs/product.md#compare), at most COMPARE_LIMIT. */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (item) => {
        const { items } = get();
        if (items.some((entry) => entry.id === item.id)) return true;
        if (items.length >= COMPARE_LIMIT) return false;
        set({ items: [...items, item] });
        return true;
      },
      remove: (id) => set({ items: get().items.filter((entry) => entry.id !== id) }),
      clear: () => set({ items: [] }),
    }),
    {
      name: COMPARE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

/** The compare page's address for these ids, shareable as it is. */
export const compareUrl = (ids: number[]) => paths.compare(ids);

import { create } from 'zustand';

/** The second client store of the specification: what the current screen is doing, and to what. */
export interface OperationState {
  currentOperation: string | null;
  currentRecord: unknown;
  /** Bumped to make lists reload after a change made elsewhere. */
  listRefreshToken: number;
  setOperation: (operation: string | null, record?: unknown) => void;
  refreshList: () => void;
  reset: () => void;
}

const initial = { currentOperation: null, currentRecord: null, listRefreshToken: 0 };

export const useOperationStore = create<OperationState>()((set) => ({
  ...initial,
  setOperation: (currentOperation, currentRecord = null) =>
    set({ currentOperation, currentRecord }),
  refreshList: () => set((s) => ({ listRefreshToken: s.listRefreshToken + 1 })),
  reset: () => set(initial),
}));

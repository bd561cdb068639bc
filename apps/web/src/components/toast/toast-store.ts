import { create } from 'zustand';

export type ToastVariant = 'success' | 'danger' | 'info';

export interface ToastMessage {
  id: number;
  variant: ToastVariant;
  message: string;
  /** Milliseconds before it hides itself. */
  delay: number;
}

interface ToastState {
  toasts: ToastMessage[];
  push: (variant: ToastVariant, message: string, delay?: number) => void;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push: (variant, message, delay = 6000) =>
    set((s) => ({ toasts: [...s.toasts.slice(-4), { id: nextId++, variant, message, delay }] })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export const toast = {
  success: (message: string, delay?: number) =>
    useToastStore.getState().push('success', message, delay),
  error: (message: string, delay?: number) =>
    useToastStore.getState().push('danger', message, delay),
  info: (message: string, delay?: number) => useToastStore.getState().push('info', message, delay),
};

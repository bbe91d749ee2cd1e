import { createStore } from 'zustand/vanilla';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  /** Already localized text. */
  readonly message: string;
}

const AUTO_DISMISS_MS = 6000;

export const toastStore = createStore<{ toasts: readonly Toast[] }>(() => ({ toasts: [] }));
let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

export function showToast(kind: ToastKind, message: string, autoDismissMs = AUTO_DISMISS_MS): number {
  const id = nextId++;
  toastStore.setState((s) => ({ toasts: [...s.toasts, { id, kind, message }] }));
  if (autoDismissMs > 0) setTimeout(() => dismissToast(id), autoDismissMs);
  return id;
}

import { createStore } from 'zustand/vanilla';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  /** Already localized text. */
  readonly message: string;
  /** The form or action the toast speaks for: a newer toast of the same group replaces it. */
  readonly group?: string;
}

export interface ToastOptions {
  /** Milliseconds until the toast goes by itself; 0 keeps it until it is dismissed. */
  readonly autoDismissMs?: number;
  readonly group?: string;
}

/**
 * How long a toast stays by itself. An error stays longer, to be read in full (two sentences), but
 * not for good: the form's own summary keeps the failure beside the fields, and every toast has a
 * button that dismisses it sooner.
 */
const LIFETIME_MS: Readonly<Record<ToastKind, number>> = { info: 6000, success: 6000, error: 10_000 };

export const toastStore = createStore<{ toasts: readonly Toast[] }>(() => ({ toasts: [] }));
let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Dismisses every toast of a group: an answer with no toast of its own still clears the failures before it. */
export function dismissToastGroup(group: string): void {
  toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.group !== group) }));
}

/**
 * Shows a toast and answers its id. With a group, the group's earlier toasts go: a second failed send
 * replaces the first, and the success that follows replaces the failure it answers. A number as the
 * third argument is the time alone.
 */
export function showToast(kind: ToastKind, message: string, options: number | ToastOptions = {}): number {
  const { autoDismissMs = LIFETIME_MS[kind], group } =
    typeof options === 'number' ? { autoDismissMs: options } : options;
  const id = nextId++;
  const toast: Toast = group === undefined ? { id, kind, message } : { id, kind, message, group };
  toastStore.setState((s) => ({
    toasts: [...(group === undefined ? s.toasts : s.toasts.filter((t) => t.group !== group)), toast],
  }));
  if (autoDismissMs > 0) setTimeout(() => dismissToast(id), autoDismissMs);
  return id;
}

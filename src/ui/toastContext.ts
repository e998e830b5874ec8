import { createContext, useContext } from 'react';

/** Kinds of toast (UI-4). */
export type ToastType = 'error' | 'success';

/** What `toast.show` takes. */
export interface ToastOptions {
  type: ToastType;
  message: string;
  /** Overrides the provider's duration (3000 ms on most screens, 10000 ms on payment screens). */
  durationMs?: number;
}

/** A toast on screen. */
export interface ToastEntry extends Required<ToastOptions> {
  id: number;
}

/** The toast API every screen uses through {@link useToast}. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): number;
  dismiss(id: number): void;
}

/** UI-5: toasts last 3000 ms, 10000 ms on payment screens. */
export const TOAST_DURATION_MS = 3_000;
export const PAYMENT_TOAST_DURATION_MS = 10_000;

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast API; throws outside a ToastProvider so a missing provider shows in tests at once. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

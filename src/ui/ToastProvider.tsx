import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from './Toast.tsx';
import {
  TOAST_DURATION_MS,
  ToastContext,
  type ToastApi,
  type ToastEntry,
  type ToastOptions,
} from './toastContext.ts';

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** Duration of a toast that names none; the layout passes 10000 on payment screens. */
  defaultDurationMs?: number;
  children?: ReactNode;
}

/** Holds the toasts, gives `useToast()` to its subtree and renders the toast region. */
export function ToastProvider({
  defaultDurationMs = TOAST_DURATION_MS,
  children,
}: ToastProviderProps) {
  const { t } = useTranslation('orp-translation');
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((entry) => entry.id !== id)),
    [],
  );
  const show = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      const entry: ToastEntry = {
        id,
        type: options.type,
        message: options.message,
        durationMs: options.durationMs ?? defaultDurationMs,
      };
      setToasts((list) => [...list, entry]);
      return id;
    },
    [defaultDurationMs],
  );
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A11Y-3: a polite region from the first render, so a success toast added to it is read;
          an error toast is an alert of its own (read at once), outside it so it is read once. */}
      <div className="toast-region">
        <div
          className="toast-region__polite"
          role="status"
          aria-relevant="additions"
          aria-label={t('toast.region', 'Notifications')}
        >
          {toasts
            .filter((entry) => entry.type !== 'error')
            .map((entry) => (
              <Toast key={entry.id} toast={entry} onClose={dismiss} />
            ))}
        </div>
        {toasts
          .filter((entry) => entry.type === 'error')
          .map((entry) => (
            <Toast key={entry.id} toast={entry} onClose={dismiss} />
          ))}
      </div>
    </ToastContext.Provider>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastEntry } from './toastContext.ts';

/** Props of {@link Toast}. */
export interface ToastProps {
  toast: ToastEntry;
  onClose: (id: number) => void;
}

/**
 * One toast: a type heading, the message and a close cross. It closes itself after its
 * duration. Errors are alerts (announced at once); successes are read politely by the toast
 * region they are added to (ToastProvider).
 */
export function Toast({ toast, onClose }: ToastProps) {
  const { t } = useTranslation('orp-translation');
  const { id, type, message, durationMs } = toast;
  useEffect(() => {
    const timer = setTimeout(() => onClose(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onClose]);
  const heading = type === 'error' ? t('toast.error', 'Error') : t('toast.success', 'Success');
  return (
    <div className={`toast toast--${type}`} role={type === 'error' ? 'alert' : undefined}>
      <div className="toast__body">
        <p className="toast__heading">{heading}</p>
        <p className="toast__message">{message}</p>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t('toast.close', 'Close notification')}
        onClick={() => onClose(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

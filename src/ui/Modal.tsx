import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lockScroll } from './scrollLock.ts';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Called on the close control and on Escape (only when closable). */
  onClose?: () => void;
  /** When false there is no close control and Escape does nothing (spec: optional close). */
  closable?: boolean;
  /**
   * Where focus goes on open: the first control (default), or the dialog itself for a dialog
   * that moves focus to its own field once that field is ready (the OTP code boxes).
   */
  initialFocus?: 'first-control' | 'dialog';
  children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside `dialog`. */
function trapTab(dialog: HTMLElement, event: KeyboardEvent): void {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  if (!firstItem || !lastItem) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === firstItem || active === dialog)) {
    event.preventDefault();
    lastItem.focus();
  } else if (!event.shiftKey && active === lastItem) {
    event.preventDefault();
    firstItem.focus();
  }
}

/**
 * A modal dialog: role=dialog with aria-modal, rendered into document.body. While open it
 * blocks page scrolling, keeps Tab inside itself and, when it closes, gives focus back to the
 * element that had it before.
 */
export function Modal({
  open,
  title,
  onClose,
  closable = true,
  initialFocus = 'first-control',
  children,
}: ModalProps) {
  const { t } = useTranslation('orp-translation');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ closable, onClose, initialFocus });
  useEffect(() => {
    latest.current = { closable, onClose, initialFocus };
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const dialog = dialogRef.current;
    const first =
      latest.current.initialFocus === 'first-control'
        ? dialog?.querySelector<HTMLElement>(FOCUSABLE)
        : null;
    (first ?? dialog)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.closable) {
        event.stopPropagation();
        latest.current.onClose?.();
      } else if (event.key === 'Tab' && dialog) {
        trapTab(dialog, event);
      }
    };
    dialog?.addEventListener('keydown', onKeyDown);
    return () => {
      dialog?.removeEventListener('keydown', onKeyDown);
      unlock();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {closable ? (
          <button
            type="button"
            className="icon-button modal__close"
            aria-label={t('buttons.close', 'Close')}
            onClick={() => onClose?.()}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}

import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner.tsx';
import { usePressGuard } from './usePressGuard.ts';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Props of {@link Button}: every native button prop plus a variant, a busy flag and the reasons. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and ignores presses (a double click must never send twice). */
  busy?: boolean;
  /**
   * A11Y-2: what the button waits for before it can act (a check in flight: "Checking number…").
   * A press says this and is acted on once the wait is over.
   */
  waitingFor?: string;
  /** A11Y-2: why a `disabled` button cannot act ("Choose a plan first"); said when pressed. */
  disabledReason?: string;
}

/**
 * The portal's button: at least 44px high, `type="button"` unless told otherwise. `disabled`,
 * `busy` and `waitingFor` follow the one rule of usePressGuard.ts: the button stays in the tab
 * order as `aria-disabled` and a press says why it cannot act.
 */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  children,
  disabled,
  waitingFor,
  disabledReason,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const guard = usePressGuard({ disabled, busy, waitingFor, disabledReason, onClick });
  return (
    <button
      {...rest}
      {...guard}
      type={type ?? 'button'}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      aria-disabled={guard['aria-disabled'] || rest['aria-disabled'] || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size={18} decorative /> : null}
      {children}
    </button>
  );
}

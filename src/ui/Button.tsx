import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner.tsx';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Props of {@link Button}: every native button prop plus a variant and a busy flag. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks clicks (a double click must never send twice). */
  busy?: boolean;
}

/** The portal's button: at least 44px high, `type="button"` unless told otherwise. */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={['btn', `btn--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size={18} decorative /> : null}
      {children}
    </button>
  );
}

import { useEffect, useRef, type MouseEvent } from 'react';
import { announce } from './announcer/announce.ts';

/** When a control cannot act yet, and what it says when pressed then. */
export interface PressGuard<E extends HTMLElement> {
  /** Cannot act (a form incomplete, no choice made): a press says `disabledReason`. */
  disabled?: boolean;
  /** Acting already (a request in flight): a press does nothing (no double send). */
  busy?: boolean;
  /** What it waits for (a check in flight): a press says this and acts once the wait is over. */
  waitingFor?: string;
  disabledReason?: string;
  onClick?: (event: MouseEvent<E>) => void;
}

/**
 * A11Y-2, the one rule for a control that cannot act yet (docs/decisions.md #143): it never takes
 * the `disabled` attribute, which drops it from the tab order (a person typing at speed Tabs past
 * it) and drops focus to the page when it is the focused control. It says `aria-disabled`,
 * ignores the press and says why; a press made while it waits for a check is kept and made again
 * when the check is done, unless the control is refused then (which it says).
 */
export function usePressGuard<E extends HTMLElement>({
  disabled,
  busy,
  waitingFor,
  disabledReason,
  onClick,
}: PressGuard<E>) {
  // The control a press was kept for, to press again when the wait is over.
  const kept = useRef<E | null>(null);
  const refused = Boolean(disabled || busy);
  const unavailable = refused || Boolean(waitingFor);

  useEffect(() => {
    const control = kept.current;
    if (!control || waitingFor) return;
    kept.current = null;
    if (refused) announce(disabledReason);
    // The kept press, the same click a person makes (a submit button submits its form).
    else if (control.isConnected) control.click();
  }, [waitingFor, refused, disabledReason]);

  const onPress = (event: MouseEvent<E>) => {
    if (!unavailable) return onClick?.(event);
    event.preventDefault();
    if (busy) return;
    if (disabled) return announce(disabledReason);
    kept.current = event.currentTarget;
    announce(waitingFor);
  };

  return { onClick: onPress, 'aria-disabled': unavailable || undefined };
}

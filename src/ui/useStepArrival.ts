import { useEffect, useRef } from 'react';
import { announce } from './announcer/announce.ts';

/**
 * A11Y-1 inside a page that moves on without a new address (a form's next step, a panel that
 * replaces the form): the element the ref is on (a heading with tabIndex -1) takes focus when it
 * appears, or when `key` changes, and its words are said once. Without it the control a person
 * pressed goes with the old step and focus falls to the page body.
 */
export function useStepArrival<T extends HTMLElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: false });
    announce(element.textContent);
  }, [key]);
  return ref;
}

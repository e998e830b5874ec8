import { useEffect, useRef } from 'react';
import { announce } from './announcer/announce.ts';

/**
 * A11Y-1 inside a page that moves on without a new address: puts focus on `element` (a heading
 * gets tabIndex -1 so it can hold it) and says its words once.
 */
export function arriveAtStep(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
  announce(element.textContent);
}

/**
 * A step or panel that replaces the form (a form's next step, a thank-you): the element the ref
 * is on takes focus when it appears, or when `key` changes, and its words are said once
 * (arriveAtStep). Without it the control a person pressed goes with the old step and focus falls
 * to the page body.
 */
export function useStepArrival<T extends HTMLElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) arriveAtStep(ref.current);
  }, [key]);
  return ref;
}

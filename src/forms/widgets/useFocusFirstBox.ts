import { useEffect, useRef } from 'react';

/**
 * A11Y-1: a code or PIN dialog's boxes are the first thing to act on. Focus goes to the first box
 * under the returned ref whenever the boxes are `ready`, and again each `round` (a new form
 * replaces the boxes after a wrong code or PIN, which takes focus with the old ones); never to
 * Close, where a hurried Enter would drop what the person was doing.
 */
export function useFocusFirstBox(ready: boolean, round: number) {
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready) return;
    formRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, [ready, round]);
  return formRef;
}

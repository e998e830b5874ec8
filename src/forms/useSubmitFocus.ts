import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * FORM-16: after a submit that found problems, focus goes to the first field in error, in the
 * order the person sees them (the first `aria-invalid` control of the form), else to the error
 * summary, so a keyboard or screen-reader user lands on what to fix instead of staying on the
 * button.
 */
export function useSubmitFocus(formElement: () => HTMLElement | null) {
  const [refused, setRefused] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused === 0) return;
    const first = formElement()?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? summaryRef.current)?.focus();
  }, [refused, formElement]);
  const onRefused = useCallback(() => setRefused((n) => n + 1), []);
  return { summaryRef, onRefused, refused: refused > 0 };
}

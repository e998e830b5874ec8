import { useEffect, useRef } from 'react';

/** The latest value of a prop, for machine actors and actions created once at mount. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

import { useCallback, useRef, useState } from 'react';
import { validateNumber } from '../../../../api/portal.api.ts';

type CheckState = 'checking' | 'valid' | 'invalid';

/**
 * The wallet page's operator-number check (spec section 5): once 9 digits are typed the number
 * is validated, and a failure shows 'Please enter valid {product} number'. `ensureValid` is the
 * submit's gate: it reuses a finished check or waits for one.
 */
export function useOperatorNumberCheck() {
  const [checks, setChecks] = useState<Record<string, CheckState>>({});
  const pending = useRef(new Map<string, Promise<boolean>>());

  const ensureValid = useCallback((number: string): Promise<boolean> => {
    if (!/^\d{9}$/.test(number)) return Promise.resolve(false);
    const known = pending.current.get(number);
    if (known) return known;
    setChecks((all) => ({ ...all, [number]: 'checking' }));
    const request = validateNumber(number).then((outcome) => {
      setChecks((all) => ({ ...all, [number]: outcome.ok ? 'valid' : 'invalid' }));
      // A failed call may be retried by the next submit.
      if (!outcome.ok) pending.current.delete(number);
      return outcome.ok;
    });
    pending.current.set(number, request);
    return request;
  }, []);

  return { ensureValid, isInvalid: (number: string) => checks[number] === 'invalid' };
}

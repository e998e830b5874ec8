import { useEffect, useState } from 'react';
import { getBundles } from '../../api/portal.api.ts';
import type { Bundle } from '../../api/wire.ts';

/** The bundle list of a confirmed line. `idle` until there is a line to ask for. */
export type BundlesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; bundles: Bundle[] }
  | { status: 'error'; message: string };

/** serviceType of the mobile catalogue (home broadband and routers send their own). */
export const MOBILE_SERVICE_TYPE = 'MOBILE';

/**
 * Fetches product/v1/bundle for `line` (null = no confirmed line yet). A new line refetches; an
 * answer for an older line is dropped. `onError` gets the server message (the page toasts it).
 */
export function useBundles(line: { msisdn: string; lineType: string } | null, onError: (message: string) => void): BundlesState {
  const msisdn = line?.msisdn ?? '';
  const lineType = line?.lineType ?? '';
  const key = `${msisdn}:${lineType}`;
  const [state, setState] = useState<{ key: string; value: BundlesState }>({ key: '', value: { status: 'idle' } });

  useEffect(() => {
    if (!msisdn) return;
    let live = true;
    void getBundles({ msisdn, lineType, serviceType: MOBILE_SERVICE_TYPE }).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setState({ key, value: { status: 'ready', bundles: Array.isArray(outcome.result) ? outcome.result : [] } });
      } else {
        setState({ key, value: { status: 'error', message: outcome.message } });
        onError(outcome.message);
      }
    });
    return () => {
      live = false;
    };
    // onError is a notification, not an input: a new function must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, msisdn, lineType]);

  if (!msisdn) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}

import { useEffect, useRef, useState } from 'react';
import { getBundles } from '../../api/portal.api.ts';
import type { Bundle } from '../../api/wire.ts';
import { BROADBAND_SERVICE_TYPE, type BroadbandLine } from './paymentData.ts';

/** The router bundle list of a confirmed line; `idle` until there is one. */
export type BundlesState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; bundles: Bundle[] } | { status: 'error'; message: string };

/**
 * Fetches the broadband catalogue (product/v1/bundle with the broadband serviceType) for `line`.
 * A new line refetches; an answer for an older line is dropped. `onError` gets the server text.
 */
export function useBroadbandBundles(line: BroadbandLine | null, onError: (message: string) => void): BundlesState {
  const msisdn = line?.msisdn ?? '';
  const lineType = line?.lineType ?? '';
  const key = `${msisdn}:${lineType}`;
  const [state, setState] = useState<{ key: string; value: BundlesState }>({ key: '', value: { status: 'idle' } });
  const notify = useRef(onError);
  useEffect(() => {
    notify.current = onError;
  });

  useEffect(() => {
    if (!msisdn) return;
    let live = true;
    void getBundles({ msisdn, lineType, serviceType: BROADBAND_SERVICE_TYPE }).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setState({ key, value: { status: 'ready', bundles: Array.isArray(outcome.result) ? outcome.result : [] } });
      } else {
        setState({ key, value: { status: 'error', message: outcome.message } });
        notify.current(outcome.message);
      }
    });
    return () => {
      live = false;
    };
  }, [key, msisdn, lineType]);

  if (!msisdn) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}

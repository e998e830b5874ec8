import { useEffect, useRef, useState } from 'react';
import { getBundles } from '../api/portal.api.ts';
import type { Bundle } from '../api/wire.ts';

/** The bundle list of a confirmed line. `idle` until there is a line to ask for. */
export type BundlesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; bundles: Bundle[] }
  | { status: 'error'; message: string };

/** serviceType of the mobile catalogue. */
export const MOBILE_SERVICE_TYPE = 'MOBILE';
/** serviceType of the router / MiFi catalogue. */
export const BROADBAND_SERVICE_TYPE = 'BROADBAND';

/**
 * Fetches product/v1/bundle for `line` (null = no confirmed line yet) in the given catalogue. A new
 * line refetches; an answer for an older line is dropped. `onError` gets the server message (the
 * page toasts it); it is a notification, not an input, so a new function does not refetch.
 */
export function useBundles(
  line: { msisdn: string; lineType: string } | null,
  onError: (message: string) => void,
  serviceType: string = MOBILE_SERVICE_TYPE,
): BundlesState {
  const msisdn = line?.msisdn ?? '';
  const lineType = line?.lineType ?? '';
  const key = `${serviceType}:${msisdn}:${lineType}`;
  const [state, setState] = useState<{ key: string; value: BundlesState }>({
    key: '',
    value: { status: 'idle' },
  });
  const notify = useRef(onError);
  useEffect(() => {
    notify.current = onError;
  });

  useEffect(() => {
    if (!msisdn) return;
    let live = true;
    void getBundles({ msisdn, lineType, serviceType }).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setState({
          key,
          value: { status: 'ready', bundles: Array.isArray(outcome.result) ? outcome.result : [] },
        });
      } else {
        setState({ key, value: { status: 'error', message: outcome.message } });
        notify.current(outcome.message);
      }
    });
    return () => {
      live = false;
    };
  }, [msisdn, lineType, serviceType, key]);

  if (!msisdn) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}

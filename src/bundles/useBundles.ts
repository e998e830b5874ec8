import { getBundles } from '../api/portal.api.ts';
import type { Bundle } from '../api/wire.ts';
import { settle, type ErrorState } from '../data/settle.ts';
import { useServerState } from '../data/useServerState.ts';

/** The bundle list of a confirmed line. `idle` until there is a line to ask for. */
export type BundlesState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; bundles: Bundle[] } | ErrorState;

type Settled = Extract<BundlesState, { status: 'ready' | 'error' }>;

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
  return useServerState<Settled>(
    `bundles:${serviceType}:${msisdn}:${lineType}`,
    async (signal) =>
      settle(await getBundles({ msisdn, lineType, serviceType }, signal), (result) => ({
        bundles: Array.isArray(result) ? result : [],
      })),
    {
      enabled: msisdn !== '',
      onSettled: (settled) => {
        if (settled.status === 'error') onError(settled.message);
      },
    },
  );
}

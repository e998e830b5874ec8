import { getProductConfig } from '../../api/portal.api.ts';
import { useServerState } from '../../data/useServerState.ts';

const NONE: ReadonlySet<string> = new Set();

type Settled = { status: 'ready'; codes: ReadonlySet<string> } | { status: 'error' };

async function loadCodes(signal: AbortSignal): Promise<Settled> {
  const outcome = await getProductConfig(signal);
  const list = outcome.ok ? outcome.result?.dualCurrencyProducts : undefined;
  return Array.isArray(list)
    ? { status: 'ready', codes: new Set(list.map(String)) }
    : { status: 'error' };
}

/**
 * Product codes that offer the USD/CDF switch (resource/v1/get-product-config). Empty while loading
 * or when the call fails: the product is then sold in its own currency, which is never wrong.
 * `wanted` false (a page that sells no bundles) asks nothing.
 */
export function useDualCurrencyProducts(wanted = true): ReadonlySet<string> {
  const state = useServerState('portal:productConfig', loadCodes, { enabled: wanted });
  return state.status === 'ready' ? state.codes : NONE;
}

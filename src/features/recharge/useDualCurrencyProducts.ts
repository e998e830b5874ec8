import { useEffect, useState } from 'react';
import { getProductConfig } from '../../api/portal.api.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * Product codes that offer the USD/CDF switch (resource/v1/get-product-config). Empty while loading
 * or when the call fails: the product is then sold in its own currency, which is never wrong.
 * `wanted` false (a page that sells no bundles) asks nothing.
 */
export function useDualCurrencyProducts(wanted = true): ReadonlySet<string> {
  const [codes, setCodes] = useState<ReadonlySet<string>>(NONE);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void getProductConfig().then((outcome) => {
      const list = outcome.ok ? outcome.result?.dualCurrencyProducts : undefined;
      if (live && Array.isArray(list)) setCodes(new Set(list.map(String)));
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return codes;
}

/**
 * GET resource/v1/get-product-config -> result{dualCurrencyProducts, baseCurrency, secondaryCurrency}
 * (the spec shows no response; the shape is our decision). The listed products offer the USD/CDF
 * switch of PAY-6.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';
import { DUAL_CURRENCY_PRODUCTS } from '../../seed/bundles.ts';

export const productConfig: ApiRoute = {
  endpoint: endpoints.productConfig,
  handle: () =>
    ok({
      dualCurrencyProducts: [...DUAL_CURRENCY_PRODUCTS],
      baseCurrency: 'TZS',
      secondaryCurrency: 'USD',
    }),
};

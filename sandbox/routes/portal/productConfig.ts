/** GET resource/v1/get-product-config -> result{dualCurrencyProducts, rate} (shape is our decision). */
import { endpoints } from '../../../src/api/endpoints.ts';
import { ok } from '../../core/reply.ts';
import type { ApiRoute } from '../../core/route.ts';

export const productConfig: ApiRoute = {
  endpoint: endpoints.productConfig,
  handle: () => ok({ dualCurrencyProducts: [], baseCurrency: 'TZS', secondaryCurrency: 'USD' }),
};

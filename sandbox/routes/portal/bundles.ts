/**
 * Bundles: data{msisdn, lineType, serviceType?} -> result: Bundle[].
 * serviceType matching /hbb|odu|home/i -> home-broadband plans (with name);
 * /broadband|router|mifi/i (or the broadband line 714000001) -> router data bundles;
 * otherwise the mobile catalogue of the lineType (POSTPAID and HYBRID -> postpaid bundles);
 * 716000001 (a prepaid line) also gets the dual-currency bundle.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { lineTypeOf, nationalNumber, NUMBERS } from '../../core/msisdn.ts';
import { fail, ok } from '../../core/reply.ts';
import { text, type ApiRoute } from '../../core/route.ts';
import {
  dualCurrencyBundles,
  hbbBundles,
  postpaidBundles,
  prepaidBundles,
  routerBundles,
} from '../../seed/bundles.ts';

export const bundles: ApiRoute = {
  endpoint: endpoints.bundles,
  handle({ data }) {
    const serviceType = text(data.serviceType);
    if (/hbb|odu|home/i.test(serviceType)) return ok(hbbBundles);
    const msisdn = nationalNumber(data.msisdn);
    if (/broadband|router|mifi/i.test(serviceType) || msisdn === NUMBERS.broadband)
      return ok(routerBundles);
    const lineType = text(data.lineType).toUpperCase() || lineTypeOf(data.msisdn);
    if (lineType === 'POSTPAID' || lineType === 'HYBRID') return ok(postpaidBundles);
    if (lineType === 'PREPAID' && msisdn === NUMBERS.dualCurrency)
      return ok([...prepaidBundles, ...dualCurrencyBundles]);
    if (lineType === 'PREPAID') return ok(prepaidBundles);
    return fail('400', 'Invalid Mobile No');
  },
};

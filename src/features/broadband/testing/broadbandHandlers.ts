/**
 * MSW handlers of the broadband pages, shared by the component tests (msw/node) and the stories
 * (browser worker), answering like the sandbox's test data: 714000001 is a router line whose
 * balance check shows 12.5 GB, an unlimited bundle (a dash) and airtime; OTP 123456 is right,
 * any other code is 2003 with attempts counting down; 719999999 fails validation; asked
 * checkIfBroadband, any other number is not a broadband line.
 */
import { delay, http } from 'msw';
import type { BalanceItem, Bundle } from '../../../api/wire.ts';
import { cmsPackagesHandler } from '../../../testing/cmsPackages.ts';
import { bodyData, failure, httpFailure, ok, PORTAL } from '../../../testing/envelope.ts';
import { testBundle } from '../../../testing/bundles.ts';
import { testConfig } from '../../../testing/portalConfig.ts';

export const ROUTER_NUMBER = '714000001';
export const RIGHT_OTP = '123456';

/** Router bundles, out of order on purpose (the page sorts and groups them). */
export const testRouterBundles: Bundle[] = [
  testBundle('Data', 'Monthly', 'Router Unlimited Mwezi', 'Unlimited', '', -1, 90000, 'MIFI_M_UNL'),
  testBundle('Data', 'Monthly', 'Router Data 60GB Mwezi', '60', 'GB', 30, 35000, 'MIFI_M_60GB'),
  testBundle('Data', 'Weekly', 'Router Data 20GB Wiki', '20', 'GB', 7, 10000, 'MIFI_W_20GB'),
  testBundle('Data', '', 'Router Data 150GB (90 days)', '150', 'GB', 90, 80000, 'MIFI_O_150GB'),
];

/** The active bundles of the router line. */
export const testBalances: BalanceItem[] = [
  {
    balanceDescription: 'Router Data 60GB Mwezi',
    balanceType: 'DATA',
    balance: 12.5,
    unitType: 'GB',
    expireTime: '2026-04-01T00:00:00Z',
    serviceType: 'DATA',
  },
  {
    balanceDescription: 'Router Unlimited Night',
    balanceType: 'UNLIMITED',
    balance: 0,
    unitType: 'GB',
    expireTime: '2026-04-09T00:00:00Z',
    serviceType: 'DATA',
  },
  {
    balanceDescription: 'Main Account',
    balanceType: 'AIRTIME',
    balance: 50000,
    unitType: 'TZS',
    expireTime: '2027-03-20T00:00:00Z',
    serviceType: 'AIRTIME',
  },
];

/** How the calls answer; 'pending' never answers (loading states of stories). */
export interface BroadbandHandlerOptions {
  validate?: 'sandbox' | 'pending';
  bundles?: 'ok' | 'empty' | 'error' | 'pending';
  /** 'limit': the OTP send answers 502 'max limit exhausted ...'. */
  balanceRequest?: 'ok' | 'limit';
  balanceQuery?: 'ok' | 'pending' | 'error';
}

/** Handlers of the broadband pages (each call to `broadbandHandlers` has its own attempt counter). */
export function broadbandHandlers(options: BroadbandHandlerOptions = {}) {
  let attemptsLeft = 5;
  return [
    http.get(`${PORTAL}/resource/v1/config`, () => ok(testConfig)),
    http.post(`${PORTAL}/subscriber/v1/validate-number`, async ({ request }) => {
      if (options.validate === 'pending') await delay('infinite');
      const data = await bodyData(request);
      const msisdn = String(data.msisdn ?? '');
      if (!/^[67]\d{8}$/.test(msisdn) || msisdn === '719999999')
        return failure('400', 'Invalid Mobile No');
      // As the sandbox: asked checkIfBroadband, only the router line passes.
      if (data.checkIfBroadband === true && msisdn !== ROUTER_NUMBER)
        return failure('NOT_BROADBAND', 'This number is not a broadband line');
      return ok('PREPAID', 'Valid Mobile No');
    }),
    http.post(`${PORTAL}/product/v1/bundle`, async () => {
      if (options.bundles === 'pending') await delay('infinite');
      if (options.bundles === 'error') return failure('500', 'Bundle service is unavailable');
      return ok(options.bundles === 'empty' ? [] : testRouterBundles);
    }),
    http.post(`${PORTAL}/subscriber/v4/query-balance`, async ({ request }) => {
      const data = await bodyData(request);
      if (data.requestType && !data.uniqueCode) {
        if (options.balanceRequest === 'limit')
          return httpFailure(502, 'max limit exhausted, please try after sometime.');
        return ok({ txnRefId: 'REF-1', otpRecipient: '71****001' }, 'OTP sent successfully');
      }
      if (options.balanceQuery === 'pending') await delay('infinite');
      if (options.balanceQuery === 'error')
        return failure('4001', 'Session expired. Please verify the OTP again.');
      return ok({ queryBalanceResult: testBalances, msisdn: data.msisdn });
    }),
    http.post(`${PORTAL}/optimus/otp/resend`, () => ok({ refId: 'REF-2' })),
    http.post(`${PORTAL}/optimus/otp/verify`, async ({ request }) => {
      const data = await bodyData(request);
      if (data.otp === RIGHT_OTP)
        return ok({ uniqueCode: 'UC-1', tokenType: 'Bearer', accessToken: 'token' });
      attemptsLeft -= 1;
      return attemptsLeft > 0
        ? failure('2003', 'Please enter correct OTP', { attemptsLeft })
        : failure('2002', 'Maximum attempts exhausted.');
    }),
    cmsPackagesHandler(/^form-|-translation$/),
  ];
}

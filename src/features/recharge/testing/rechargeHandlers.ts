/**
 * MSW handlers of the recharge pages, shared by the component tests (msw/node) and the stories
 * (the browser worker): portal config, number validation, bundles and the CMS form packages,
 * answering like the sandbox's test data (712000001 prepaid, 713000001 postpaid, 719999999 invalid).
 * URLs start with '*' so they match any base (an absolute test base or the same origin).
 */
import { delay, http } from 'msw';
import type { Bundle } from '../../../api/wire.ts';
import { cmsPackagesHandler } from '../../../testing/cmsPackages.ts';
import { bodyData, failure, ok as json, PORTAL } from '../../../testing/envelope.ts';
import { testBundle } from '../../../testing/bundles.ts';
import { testConfig } from '../../../testing/portalConfig.ts';

/** A few bundles of each kind, out of order on purpose (the page sorts and groups them). */
export const testBundles: Bundle[] = [
  testBundle('Data', 'Weekly', 'Wiki Data 3GB', '3', 'GB', 7, 3000, 'DATA_W_3GB'),
  testBundle('Data', 'Daily', 'Siku Data 1GB', '1', 'GB', 1, 1000, 'DATA_D_1GB'),
  testBundle(
    'Internet',
    'Others',
    'Social Unlimited',
    'Unlimited',
    '',
    -1,
    10000,
    'DATA_SOCIAL_UNL',
  ),
  testBundle('Internet', '', 'Night Internet 2GB', '2', 'GB', 1, 700, 'DATA_NIGHT_2GB'),
  testBundle('SMS', 'Daily', 'SMS 100 Siku', '', '', 1, 200, 'SMS_D_100'),
  testBundle('Combo', 'Monthly', 'Combo Mwezi: 10GB + 500 Min', '10', 'GB', 30, 25000, 'COMBO_M_1'),
  testBundle('Roaming', 'Weekly', 'East Africa Roaming 1GB', '1', 'GB', 7, 15000, 'ROAM_W_EA'),
];

/** Account number of each postpaid test line. */
const TEST_ACCOUNTS: Record<string, string> = {
  '713000001': '1000000001',
  '713000002': '1000000002',
};

/** How each call answers; 'pending' never answers (loading states in stories). */
export interface RechargeHandlerOptions {
  validate?: 'sandbox' | 'pending';
  bundles?: 'ok' | 'empty' | 'error' | 'pending';
  config?: 'ok' | 'pending';
}

/** The line type the sandbox gives a number, or null for an invalid one. */
export function testLineType(msisdn: string): string | null {
  if (msisdn === '713000001') return 'POSTPAID';
  if (msisdn === '713000002') return 'HYBRID';
  return /^[67]\d{8}$/.test(msisdn) && msisdn !== '719999999' ? 'PREPAID' : null;
}

/** Handlers of the recharge pages. */
export function rechargeHandlers(options: RechargeHandlerOptions = {}) {
  return [
    http.get(`${PORTAL}/resource/v1/config`, async () => {
      if (options.config === 'pending') await delay('infinite');
      return json(testConfig);
    }),
    // As the sandbox: only its dual-currency bundle offers USD/CDF.
    http.get(`${PORTAL}/resource/v1/get-product-config`, () =>
      json({
        dualCurrencyProducts: ['DUAL_M_25GB'],
        baseCurrency: 'TZS',
        secondaryCurrency: 'USD',
      }),
    ),
    http.post(`${PORTAL}/subscriber/v1/validate-number`, async ({ request }) => {
      if (options.validate === 'pending') await delay('infinite');
      const lineType = testLineType(String((await bodyData(request)).msisdn ?? ''));
      return lineType ? json(lineType, 'Valid Mobile No') : failure('400', 'Invalid Mobile No');
    }),
    http.post(`${PORTAL}/product/v1/bundle`, async () => {
      if (options.bundles === 'pending') await delay('infinite');
      if (options.bundles === 'error') return failure('500', 'Bundle service is unavailable');
      return json(options.bundles === 'empty' ? [] : testBundles);
    }),
    // Postpaid bill (sandbox rows 713000001 / 713000002; OTP 123456, account 1000000001).
    http.post(`${PORTAL}/otp/v1/send-otp`, () => json({ otpId: 'otp-1' })),
    http.post(`${PORTAL}/otp/v1/resend-otp`, () => json({ otpId: 'otp-1' })),
    http.post(`${PORTAL}/otp/v1/verify-otp`, async ({ request }) =>
      (await bodyData(request)).otp === '123456'
        ? json({})
        : failure('2003', 'Please enter correct OTP'),
    ),
    http.post(`${PORTAL}/subscriber/validate/msisdn-account`, async ({ request }) => {
      const data = await bodyData(request);
      const account = TEST_ACCOUNTS[String(data.msisdn)];
      return account && account === data.accountNo
        ? json({ valid: true })
        : failure('60119', 'The account number does not match the mobile number.');
    }),
    http.post(`${PORTAL}/subscriber/v1/bill`, async ({ request }) => {
      const data = await bodyData(request);
      return json({ totalOutstanding: data.msisdn === '713000002' ? 12000 : 45500.5 });
    }),
    cmsPackagesHandler(/^form-/),
  ];
}
